import { MAX_CATALOGUE_SORT_ORDER, MAX_REWARD_POINTS, type AdminRewardCategory, type AdminRewardItem } from '@app/contract/admin-loyalty';
import { formatBaht } from '@app/contract/money-format';
import type { RewardCategoryBody } from './api/save-reward-category';
import type { RewardItemBody } from './api/save-reward-item';
import { readCreditSatang, readImagePath, readWholeNumber } from './form-numbers';
import type { FormReading } from './hooks/use-refusal';

/** The most items one stock count may hold, as the contract bounds it. */
const MAX_STOCK = 1_000_000;

export type CategoryField = 'name' | 'imagePath' | 'sortOrder';
export type CategoryFormValues = Record<CategoryField, string>;

export function categoryFormValuesOf(category: AdminRewardCategory | null): CategoryFormValues {
  return { name: category?.name ?? '', imagePath: category?.imagePath ?? '', sortOrder: String(category?.sortOrder ?? 0) };
}

/** A category as the contract takes it; each field error is named after its field (`prizes.catalogue.errors.<field>`). */
export function readCategoryForm(values: CategoryFormValues): FormReading<RewardCategoryBody, CategoryField> {
  const name = values.name.trim();
  const imagePath = readImagePath(values.imagePath);
  const sortOrder = readWholeNumber(values.sortOrder, 0, MAX_CATALOGUE_SORT_ORDER);
  const errors: Partial<Record<CategoryField, CategoryField>> = {};
  if (name.length < 1 || name.length > 100) errors.name = 'name';
  if (imagePath === null) errors.imagePath = 'imagePath';
  if (sortOrder === null) errors.sortOrder = 'sortOrder';
  if (imagePath === null || sortOrder === null || errors.name) return { isValid: false, errors };
  return { isValid: true, body: { name, imagePath, sortOrder } };
}

export type ItemField = 'categoryId' | 'name' | 'description' | 'kind' | 'credit' | 'costPoints' | 'stockLeft' | 'imagePath' | 'sortOrder';

/** The item dialog's text as typed; `stockLeft` empty means no limit. */
export interface ItemFormValues extends Record<Exclude<ItemField, 'kind'>, string> {
  kind: AdminRewardItem['kind'];
  isActive: boolean;
}

export function itemFormValuesOf(item: AdminRewardItem | null, firstCategoryId: string): ItemFormValues {
  return {
    categoryId: item?.categoryId ?? firstCategoryId,
    name: item?.name ?? '',
    description: item?.description ?? '',
    kind: item?.kind ?? 'physical',
    credit: item?.creditSatang ? formatBaht(item.creditSatang) : '',
    costPoints: item ? String(item.costPoints) : '',
    stockLeft: item?.stockLeft === null || item === null ? '' : String(item.stockLeft),
    imagePath: item?.imagePath ?? '',
    sortOrder: String(item?.sortOrder ?? 0),
    isActive: item?.isActive ?? true,
  };
}

/**
 * An item as the contract takes it: a credit item names its credit in baht (sent as satang), a
 * physical item none; an empty stock is no limit.
 */
export function readItemForm(values: ItemFormValues): FormReading<RewardItemBody, ItemField> {
  const errors: Partial<Record<ItemField, ItemField>> = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (name.length < 1 || name.length > 100) errors.name = 'name';
  if (description.length > 1_000) errors.description = 'description';
  if (values.categoryId === '') errors.categoryId = 'categoryId';
  const creditSatang = values.kind === 'credit' ? readCreditSatang(values.credit) : null;
  if (values.kind === 'credit' && creditSatang === null) errors.credit = 'credit';
  const costPoints = readWholeNumber(values.costPoints, 1, MAX_REWARD_POINTS);
  if (costPoints === null) errors.costPoints = 'costPoints';
  const isUnlimited = values.stockLeft.trim() === '';
  const stockLeft = isUnlimited ? null : readWholeNumber(values.stockLeft, 0, MAX_STOCK);
  if (!isUnlimited && stockLeft === null) errors.stockLeft = 'stockLeft';
  const imagePath = readImagePath(values.imagePath);
  if (imagePath === null) errors.imagePath = 'imagePath';
  const sortOrder = readWholeNumber(values.sortOrder, 0, MAX_CATALOGUE_SORT_ORDER);
  if (sortOrder === null) errors.sortOrder = 'sortOrder';
  if (costPoints === null || imagePath === null || sortOrder === null || Object.keys(errors).length > 0) return { isValid: false, errors };
  return {
    isValid: true,
    body: {
      categoryId: values.categoryId,
      name,
      description,
      kind: values.kind,
      creditSatang,
      costPoints,
      stockLeft,
      imagePath,
      sortOrder,
      isActive: values.isActive,
    },
  };
}

const ITEM_FIELDS: readonly ItemField[] = ['categoryId', 'name', 'description', 'kind', 'costPoints', 'stockLeft', 'imagePath', 'sortOrder'];
const CATEGORY_FIELDS: readonly CategoryField[] = ['name', 'imagePath', 'sortOrder'];

/** The item dialog field a refusal of the API names; `creditSatang` is the credit in baht. */
export function itemFieldOf(apiField: string): ItemField | null {
  if (apiField === 'creditSatang') return 'credit';
  return ITEM_FIELDS.find((field) => field === apiField) ?? null;
}

export function categoryFieldOf(apiField: string): CategoryField | null {
  return CATEGORY_FIELDS.find((field) => field === apiField) ?? null;
}
