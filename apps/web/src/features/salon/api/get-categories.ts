import type { z } from 'zod';
import type { categoryWireSchema } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

export type CategoryWire = z.infer<typeof categoryWireSchema>;

/** GET category/all: the categories a salon can choose from. */
export const fetchCategories = async (): Promise<CategoryWire[]> =>
  unwrapData(await apiRequest(`${BUSINESS}/category/all`));

export const useCategories = () =>
  useQuery({ queryKey: salonKeys.categories(), queryFn: fetchCategories, staleTime: 10 * 60_000 });

/** The category's name in the interface language. */
export const categoryName = (category: CategoryWire, lang: string): string =>
  (lang.startsWith('en') ? category.name_en : category.name_es) || category.name;
