import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '../../../../contract/permissions';

const DESCRIPTIONS = new Map(PERMISSIONS.map((permission) => [permission.name as string, permission.description]));

/**
 * A permission's description in the page's language, as the role editor shows it (the catalogue in
 * contract/permissions.ts); a name the catalogue does not hold is its own description.
 */
export function useDescribePermission() {
  const { i18n } = useTranslation();
  const english = i18n.language?.startsWith('en') ?? false;
  return useCallback((name: string) => {
    const description = DESCRIPTIONS.get(name);
    return description ? (english ? description.en : description.id) : name;
  }, [english]);
}

/**
 * A tag's heading: the tags are the areas' URL segments, so an area's menu label names it
 * (`delivery-orders` → "DO"); any other tag is shown as written, and the untagged operations as "Lainnya".
 */
export function useTagLabel() {
  const { t } = useTranslation(['account', 'common']);
  return useCallback(
    (tag: string | null) => {
      if (tag === null) return t('account:apiReference.untagged');
      // The generator tags by the path's first segment (`delivery-orders`), the menu by the area's key.
      const key = tag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return /^[a-z][A-Za-z]*$/.test(key) ? t(`common:menu.${key}`, { defaultValue: tag }) : tag;
    },
    [t],
  );
}
