import { companyProfileStore, EMPTY_COMPANY_PROFILE, nextLogoName, type MockCompanyProfile } from '../db/company-profile';
import { nextTime } from '../db/logs';

/**
 * Stories only: the company profile in the mock db (docs/decisions/337-company-profile.md). The
 * default seed is the demo company, filled in, without a logo.
 */

/** A 240 × 96 PNG with a transparent background: the mock's stand-in for a company's logo. */
export const SAMPLE_LOGO_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAABgCAMAAAAU7Q/jAAABoVBMVEVMaXEdT5EdT5EcT5AbTY8dTpAdUJEcTpEAAP8cT5AaT4w/P3/yqAAdTpD2pwAcT5AcTpEdTpDyqQAeTZIdTpEdTpEaTo8cTpAdUJEdT5HxqQAdT5AdT5HyqQAbTpEfT48dTpAbUZEfTpEcTpHxqQDxqQAdTpEcT5AcTpAdT5EdTpEbT5AcUJEeTpEdT5AcT5DxqAAdTpAeTI7xqgD1rQAcT5EcTpAdUJAcTpAdUJEdTpMcTpAaT48dT5IfTZIbTZIcTY0cTpAdT5AeTZIcTpHyqAAdT5EdT48eTZIdTpHyqAAdTpAdT5AbUZLyqAAeUJEdTpEdT5HyqQD//////vv9/v77/P2BncLyqwf868P52Y70tSQwXpr8/f6/zeBqi7cyYJv86sK9zN9oirZpirb0tib86Lv//fr86Lz86b352Y376LqGocR/nMF3lb1IcaZJcqcxX5vBz+Hd5e8hUpNZfq7w8/gsW5h7mL/D0OI/aaGgtdF+m8BHb6X868RIcKb868X0tSP0tif52IuCnsL0tSX52IyEn8ODnsNKcqfAzuAmQj3hAAAAUXRSTlMA8ti9UuyJmQHXHQTy8x3x+dnxIb+vJ1EjgKzHiu5BIOocMdaqr8bu6fSsUz9UgcSpyTInHKqpPH9WNPAwPVJSJPqDQn7t2lc7guyLvi/wM+0jmDtdAAAACXBIWXMAAAsTAAALEwEAmpwYAAADJElEQVR42u3c91MaQRTA8QPpTVDsLRpLrLGn996zPPAUKUaNGo2xpPdezF+dIw7BYwLMeo+7XW+/P+nMm535jLBXPJAkkUgkEolETOS6dyNs7SX7qNcdHhrljnsiRDRlHXTx5K0fIZprqubHe+wIQch+iRdv6wWCUnCAD2/1IYKU/TwX+9UIQaubh53rGkGsn4M/cAgT7GYffJKg1sE8+CIuuIF5cBgXXME8+Cou2Mo82I8L9jMPJsjlLe/psxBDs9TU6gn23CeG1+PREdxHGGhCR7CFBXBlETAUjR5MmEiABViABViABViABZgP8N7fX/FxankKDTz1vBS4hgXwJBoYXrwpAa7tMd5rb8cDw9OXpW4ATFQafKk02S4hguH1s+Jg1m/xUIPhrdnA+Vv1wQfnbdUHH5y3VZsArN6qzQBWbdWmAO/dqs0BhoLgQKMvUuZ8XWPsgANXIjrUEmAG3BjRpU5mwD59wFVl/O8hHTiiU9rBc2lZTm+ZBryzHcswYr83zQF+MpWFJB+bASwrguW11fhSVPlhvRD43wQDm9ZdTeCdJMCD2cw6szPKxdDG/8G5iWLgLn3Aw5rA24pmenehacWToptQrz7Woof35rgW8FwMlj9nl3oYhdgW1UT+qWVnVdkPwsPjmp7iSQOs5VZ7BLBINcHfY0s/Ab7mOKsA36gm+AP/AviR48QBZKoJ/sDKC3ZJ9YJdoJrgD6xsSdHZrOZLFJIJqgkOHz1MAcxkDzqfAObpJjgEbyonljPf/x5yPignHh/pJtSre882O3XPYfPSnVquK6dO0ZV4fCVz4viO0E2oV7c5DcmGePFQakK9erMx4Fu0l4cbqd3Lw/n3he4DFJxQr+40KPobAIlFWV5IFLv1UWCCVzDS07QOY7wOw8AGbVp1hoG9NgdrhyVLOR/GZrEQLpj9z+LdJib7oNYQLvgy8+BRXPAd5sEuK6b3sMR+g5jgOg7AriY871EuvsyjDe9LD+olLhoI4niDZyROuo7zxSWtEjdVdyO8f9skjnL1uzUej85JvNXRUOHe18fF/e6K46clkUgkEolEomL9Ac+8Yh70VtnqAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);

/** Never filled in, as a new install has it: the notes carry the build-time brand. */
export function emptyCompanyProfile() {
  companyProfileStore.profile = { ...EMPTY_COMPANY_PROFILE };
}

/**
 * The profile as given over the demo company's; `logo: true` adds the sample logo (240 × 96) under a
 * new name. Saved by the administrator, one version on.
 */
export function seedCompanyProfile(profile: Partial<Pick<MockCompanyProfile, 'name' | 'address' | 'phone' | 'npwp'>> & { logo?: boolean } = {}) {
  const { logo, ...text } = profile;
  const current = companyProfileStore.profile;
  companyProfileStore.profile = {
    ...current,
    ...text,
    logo: logo ? { name: nextLogoName(), width: 240, height: 96, bytes: SAMPLE_LOGO_PNG } : current.logo,
    version: current.version + 1,
    updatedAt: nextTime(),
    updatedById: 1,
  };
}
