// The promotion categories (upstream's PROMOFE_getPromotionAnnouncementCategory; its reply body is not
// seen upstream): a list, or an object holding one (categories, content, list), or a map; each entry
// {categoryId, categoryName} (ours) or {id, name}. An entry without an id or a name is dropped; a
// list none of whose entries can be read is refused.
import type { PromotionCategory } from '../contract.generated';
import { integer, object, optString, readableEntries, ReplyShapeError, string } from './read';

function readCategory(entry: unknown, path: string): PromotionCategory {
  const c = object(entry, path);
  const name = optString(c.categoryName, `${path}.categoryName`) ?? string(c.name, `${path}.name`);
  if (name.trim() === '') throw new ReplyShapeError(`${path}.categoryName`, 'a name');
  return { categoryId: integer(c.categoryId ?? c.id, `${path}.categoryId`), categoryName: name };
}

/** Refused when the list has entries and none of them can be read. */
function categories(list: unknown): PromotionCategory[] {
  const out = readableEntries(list, 'value', readCategory);
  const given = Array.isArray(list) ? list.length : typeof list === 'object' && list !== null ? Object.keys(list).length : 0;
  if (out.length === 0 && given > 0) throw new ReplyShapeError('value', 'a list with a readable category');
  return out;
}

export default function readPromotionCategories(value: unknown): PromotionCategory[] {
  if (Array.isArray(value)) return categories(value);
  const v = object(value);
  const inner = v.categories ?? v.content ?? v.list;
  return categories(inner === undefined ? v : inner);
}
