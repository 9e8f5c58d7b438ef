/**
 * A list of ids as one array parameter (`= any($1::uuid[])`): Drizzle spreads a JS array into one parameter
 * per element, which makes a statement's text change with the list's length and a search matching thousands
 * of clients send thousands of parameters.
 */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
