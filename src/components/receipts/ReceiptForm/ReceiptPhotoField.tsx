import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROOF_MAX_BYTES } from '../../../../contract/shipments-values';
import { photoWithin } from '../../../lib/images/downscale';
import { useCoarsePointer } from '../../../lib/use-coarse-pointer';
import { theme as tokens } from '../../../theme/tokens';
import { FileChooser } from '../../form/FileChooser/FileChooser';
import { Button } from '../../ui/Button/Button';
import { FieldMessage } from '../../form/Field/Field';

export interface ReceiptPhotoFieldProps {
  photo: File | null;
  onChange(photo: File | null): void;
  /** A refusal found before sending (too large even made small): its code, for the form to show. */
  onRefused(code: 'TOO_LARGE'): void;
  error?: string;
  disabled?: boolean;
}

/** The chosen photo's preview for as long as it is shown. */
function usePreview(photo: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(photo);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo]);
  return url;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The receipt's photo (the goods, or the signed paper copy): on a phone the camera opens at once
 * and the gallery is the second button, as for the proof of loading; the photo is made small on the
 * device and checked against the limit before it is kept (lib/images/downscale.ts), then shown with
 * a way to remove it.
 */
export function ReceiptPhotoField({ photo, onChange, onRefused, error, disabled = false }: ReceiptPhotoFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const onPhone = useCoarsePointer();
  const preview = usePreview(photo);
  const [preparing, setPreparing] = useState(false);
  const choose = async (chosen: File) => {
    setPreparing(true);
    const file = await photoWithin(chosen, PROOF_MAX_BYTES);
    setPreparing(false);
    if (file) onChange(file);
    else onRefused('TOO_LARGE');
  };
  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Root role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <span className="label" id={`${id}-label`}>
        {t('receipt.fields.photo')}
      </span>
      {photo && preview ? (
        <div className="chosen">
          <img src={preview} alt={t('receipt.form.photoPreview', { name: photo.name })} />
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            {t('receipt.form.photoRemove')}
          </Button>
        </div>
      ) : (
        <div className="choose">
          {onPhone && <FileChooser label={t('receipt.form.photoCamera')} accept={ACCEPT} capture="environment" variant="secondary" disabled={disabled || preparing} onChoose={(file) => void choose(file)} />}
          <FileChooser label={t('receipt.form.photoChoose')} accept={ACCEPT} variant="secondary" disabled={disabled || preparing} onChoose={(file) => void choose(file)} />
        </div>
      )}
      {preparing && <p role="status">{t('receipt.form.photoPreparing')}</p>}
      <FieldMessage id={`${id}-hint`} kind="hint">
        {t('receipt.form.photoHint')}
      </FieldMessage>
      {error && (
        <FieldMessage id={`${id}-error`} kind="error">
          {error}
        </FieldMessage>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  min-width: 0;
  .label {
    font-weight: ${tokens.font.weight.medium};
  }
  .choose,
  .chosen {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: flex-end;
  }
  img {
    display: block;
    max-width: min(240px, 100%);
    max-height: 180px;
    object-fit: contain;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  p {
    margin: 0;
  }
`;
