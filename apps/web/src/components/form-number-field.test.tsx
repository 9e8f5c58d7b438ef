import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dollarsSchema } from '@salon/core';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { FormNumberField } from './form-number-field';

const priceSchema = z.object({ price: dollarsSchema('validation.service.price') });
type PriceValues = { price: string | number };

function PriceForm({ onSave }: { onSave: (price: number) => void }) {
  const form = useForm<PriceValues, unknown, z.output<typeof priceSchema>>({
    resolver: zodResolver(priceSchema) as unknown as Resolver<
      PriceValues,
      unknown,
      z.output<typeof priceSchema>
    >,
    defaultValues: { price: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((fields) => onSave(fields.price))}>
      <FormNumberField form={form as unknown as UseFormReturn<PriceValues>} name="price" label="Price" />
      <button type="submit">Save</button>
    </form>
  );
}

async function typePrice(lang: string, text: string) {
  await i18n.changeLanguage(lang);
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(<PriceForm onSave={onSave} />);
  const input = screen.getByRole('textbox', { name: 'Price' });
  await user.type(input, text);
  await user.tab();
  return { input: input as HTMLInputElement, onSave, save: () => user.click(screen.getByText('Save')) };
}

describe('FormNumberField', () => {
  it.each([
    ['25,50', 25.5, '25,50'],
    ['25.50', 25.5, '25,50'],
    ['1.856,40', 1856.4, '1.856,40'],
    ['1856,4', 1856.4, '1.856,40'],
  ])('reads "%s" in Spanish as %s and writes it back as "%s" when left', async (typed, number, written) => {
    const { input, onSave, save } = await typePrice('es-ve', typed);
    expect(input.value).toBe(written);
    expect(input.inputMode).toBe('decimal');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(number));
  });

  it('reads "1,856.40" in English', async () => {
    const { input, onSave, save } = await typePrice('en-ve', '1,856.40');
    expect(input.value).toBe('1,856.40');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1856.4));
  });

  it.each(['25,5,0', 'abc', '-3', '100001'])(
    'shows what to type under "%s" in Spanish and saves nothing',
    async (typed) => {
      const { input, onSave, save } = await typePrice('es-ve', typed);
      await save();
      expect(await screen.findByText(/Ejemplo: 25,50$/)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['es-ve', '1,856.40', /¿quisiste decir 1\.856,40\?$/],
    ['en-ve', '1.856,40', /did you mean 1,856\.40\?$/],
  ])('in %s refuses "%s", written the other way, naming the value it would be', async (lang, typed, hint) => {
    const { input, onSave, save } = await typePrice(lang, typed);
    await save();
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the English form in English', async () => {
    const { save } = await typePrice('en-ve', 'abc');
    await save();
    expect(await screen.findByText(/Example: 25\.50$/)).toBeTruthy();
  });

  it('clears the message as soon as a number is typed', async () => {
    const { input, onSave, save } = await typePrice('es-ve', 'abc');
    await save();
    expect(await screen.findByText(/Ejemplo: 25,50$/)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '12,50');
    await waitFor(() => expect(screen.queryByText(/Ejemplo/)).toBeNull());
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(12.5));
  });
});
