import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { companyLogoUrl, formatNpwp, NPWP_DIGITS, type CompanyLogo } from '../../../../contract/company-profile';
import { BRAND } from '../../../lib/brand';
import { theme as tokens } from '../../../theme/tokens';

export interface NoteHeadPreviewProps {
  /** The text as typed: the preview follows the form before it is saved. */
  name: string;
  address: string;
  phone: string;
  npwp: string;
  logo: CompanyLogo | null;
}

/** An NPWP of a length it can have as printed (`formatNpwp`); anything else as typed. */
const printedNpwp = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return (NPWP_DIGITS as readonly number[]).includes(digits.length) ? formatNpwp(digits) : typed.trim();
};

/**
 * The head of a surat jalan as it would print (docs/decisions/337-company-profile.md): the logo, the
 * name, the address line by line, phone and NPWP. Without a name the note carries the build-time
 * brand and no address line, and so does the preview.
 */
export function NoteHeadPreview({ name, address, phone, npwp, logo }: NoteHeadPreviewProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const filled = name.trim() !== '';
  const contact = [phone.trim() && t('company.preview.phone', { phone: phone.trim() }), npwp.trim() && t('company.preview.npwp', { npwp: printedNpwp(npwp) })].filter(Boolean);
  return (
    <Root aria-labelledby={titleId}>
      <h3 id={titleId}>{t('company.preview.title')}</h3>
      <p className="hint">{t('company.preview.text')}</p>
      <div className="paper">
        {/* The logo is shown with its own name in the logo section; here it is the picture only. */}
        {logo && <img src={companyLogoUrl(logo.name)} alt="" width={logo.width} height={logo.height} />}
        <div className="text">
          <strong>{filled ? name.trim() : BRAND.name}</strong>
          {filled && address.trim() && <span className="address">{address.trim()}</span>}
          {filled && contact.length > 0 && (
            <span>
              {contact.map((part, index) => (
                <span key={index}>
                  {index > 0 && ' · '}
                  <span className="nowrap">{part}</span>
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  .hint {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .paper {
    display: flex;
    gap: ${tokens.space.md};
    align-items: flex-start;
    max-width: 480px;
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    font-size: ${tokens.font.size.sm};
  }
  img {
    flex: none;
    width: auto;
    max-width: 96px;
    height: auto;
    max-height: 48px;
    object-fit: contain;
  }
  .text {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-size: ${tokens.font.size.md};
  }
  .address {
    white-space: pre-line;
  }
  .nowrap {
    white-space: nowrap;
  }
`;
