import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCombineQuestion } from './combine-question';

/**
 * Several images dropped or chosen together: one document, their pages in the order given (a
 * letter photographed page by page), or a file each.
 */
export function CombineImagesDialog() {
  const { t } = useTranslation();
  const question = useCombineQuestion((state) => state.question);
  if (question === null) return null;
  const count = question.names.length;
  return (
    <ConfirmDialog
      title={t('workspace.upload.combine.title', { count })}
      confirmLabel={t('workspace.upload.combine.one')}
      alternative={{
        label: t('workspace.upload.combine.separate', { count }),
        onClick: () => question.answer('separate'),
      }}
      onConfirm={() => question.answer('one')}
      onCancel={() => question.answer(null)}
    >
      <p>{t('workspace.upload.combine.body')}</p>
      <ol className="combine-images-list">
        {question.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
    </ConfirmDialog>
  );
}
