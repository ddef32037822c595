// The promotion categories (upstream's PROMOFE_getPromotionAnnouncementCategory; its reply body is not
// seen upstream): a list, or an object holding one (categories, content, list), or a map; each entry
// {categoryId, categoryName} (ours) or {id, name}. An entry without an id or a name is dropped.
import type { PromotionCategory } from '../contract.generated';
import { integer, object, optString, readableEntries, ReplyShapeError, string } from './read';

function readCategory(entry: unknown, path: string): PromotionCategory {
  const c = object(entry, path);
  const name = optString(c.categoryName, `${path}.categoryName`) ?? string(c.name, `${path}.name`);
  if (name.trim() === '') throw new ReplyShapeError(`${path}.categoryName`, 'a name');
  return { categoryId: integer(c.categoryId ?? c.id, `${path}.categoryId`), categoryName: name };
}

export default function readPromotionCategories(value: unknown): PromotionCategory[] {
  if (Array.isArray(value)) return readableEntries(value, 'value', readCategory);
  const v = object(value);
  const inner = v.categories ?? v.content ?? v.list;
  return readableEntries(inner === undefined ? v : inner, 'value', readCategory);
}
