import { LETTER_LANGUAGES, type TDecision, type TLetterLanguage } from '@workbench/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { saveBlob } from '../redaction/redact-files';
import { showPage } from '../viewer/navigation';
import { checkCase, markAll, useCaseCheckStore } from './case-check';
import { caseOf, decisionBlob, draftDecision } from './case-decision';
import { useCaseStore } from './case-store';

/**
 * The open files as one case (issue 66): its reference, requester and letter language; the
 * consistency check across the files; and the reply letter and exemption schedule drafted from
 * the released copies' logs.
 */
export function CaseSection() {
  const { t } = useTranslation();
  const id = useId();
  const details = useCaseStore(
    useShallow(({ reference, requester, language }) => ({ reference, requester, language })),
  );
  const { files, redacted } = useFilesStore(
    useShallow(({ files, redacted }) => ({ files, redacted })),
  );
  const check = useCaseCheckStore();
  const [drafting, setDrafting] = useState(false);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const { value, notReleased } = caseOf(details, files, redacted);
  const change = useCaseStore.getState().change;

  async function draft() {
    setDrafting(true);
    try {
      setDecision(await draftDecision(value));
    } catch (error) {
      toast.error(errorMessage(t, error, t('workspace.case.draftFailed')));
    } finally {
      setDrafting(false);
    }
  }

  const place = (document: number, page: number) => {
    const file = check.files[document];
    if (!file) return null;
    return (
      <button
        type="button"
        className="link-button"
        key={`${document}-${page}`}
        onClick={() => void showPage(file.key, page)}
      >
        {t('workspace.case.place', { name: file.name, page })}
      </button>
    );
  };

  return (
    <details className="redaction-group case-section" open>
      <summary>{t('workspace.case.title')}</summary>
      <p className="field-hint">{t('workspace.case.lead')}</p>
      <div className="field">
        <label htmlFor={`${id}-reference`}>{t('workspace.case.reference')}</label>
        <input
          id={`${id}-reference`}
          value={details.reference}
          maxLength={100}
          onChange={(event) => change({ reference: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-requester`}>{t('workspace.case.requester')}</label>
        <input
          id={`${id}-requester`}
          value={details.requester}
          maxLength={200}
          onChange={(event) => change({ requester: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('workspace.case.language')}</label>
        <select
          id={`${id}-language`}
          value={details.language}
          onChange={(event) => change({ language: event.target.value as TLetterLanguage })}
        >
          {LETTER_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`workspace.case.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          disabled={check.status === 'checking' || files.length === 0}
          onClick={() => void checkCase()}
        >
          {check.status === 'checking' ? t('workspace.case.checking') : t('workspace.case.check')}
        </button>
      </div>
      {check.status === 'failed' && <p role="alert">{t('workspace.case.checkFailed')}</p>}
      {check.status === 'done' && check.unread.length > 0 && (
        <p className="field-hint" role="status">
          {t('workspace.case.unread', {
            places: check.unread
              .map(({ name, pages }) =>
                t('workspace.case.unreadPages', { name, pages: pages.join(', ') }),
              )
              .join('; '),
          })}
        </p>
      )}
      {check.status === 'done' && check.findings.length === 0 && (
        <p className="case-consistent">{t('workspace.case.consistent')}</p>
      )}
      {check.status === 'done' && check.findings.length > 0 && (
        <ul className="case-findings" aria-label={t('workspace.case.findings')}>
          {check.findings.map((finding) => (
            <li key={finding.text} className="case-finding">
              <strong>{finding.text}</strong>
              <div>
                {t('workspace.case.withheldIn')}{' '}
                {finding.withheld.map(({ document, page }) => place(document, page))}
              </div>
              {finding.visible.length > 0 && (
                <div>
                  {t('workspace.case.shownIn')}{' '}
                  {finding.visible.map(({ document, page }) => place(document, page))}
                </div>
              )}
              {finding.codes.length > 1 && (
                <div className="case-codes">
                  {t('workspace.case.codes', {
                    codes: finding.codes
                      .map((code) => code || t('workspace.case.noCode'))
                      .join(' · '),
                  })}
                </div>
              )}
              {finding.visible.length > 0 && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    const count = markAll(finding);
                    toast.success(t('workspace.case.marked', { count }));
                  }}
                >
                  {t('workspace.case.markAll')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={drafting || !details.reference.trim() || value.documents.length === 0}
          onClick={() => void draft()}
        >
          {drafting ? t('workspace.case.drafting') : t('workspace.case.draft')}
        </button>
      </div>
      {notReleased.length > 0 && (
        <p className="field-hint">
          {t('workspace.case.notReleased', { names: notReleased.join(', ') })}
        </p>
      )}
      {decision && (
        <ul className="case-files" aria-label={t('workspace.case.files')}>
          {decision.files.map((file) => (
            <li key={file.name}>
              <button
                type="button"
                className="link-button"
                onClick={() => saveBlob(file.name, decisionBlob(file))}
              >
                {t(`workspace.case.fileNames.${file.name.replace('.', '_')}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
