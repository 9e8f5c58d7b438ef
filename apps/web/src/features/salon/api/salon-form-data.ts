/** Multipart body for salon create/update: objects and arrays JSON-encoded, files as files. */
export const toSalonFormData = (fields: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(key, value, value.name);
    else if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
};
