import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileMarksStore, type FileMarksRead } from '../file-marks/file-marks-store';
import { useFilesStore } from '../files/files-store';
import { useFileContentsStore } from './file-contents-store';
import type { FileContents } from './read-file-contents';
import './file-contents.css';

/** Items a group lists before "and N more": a file with thousands of comments stays short. */
const ITEMS_SHOWN = 20;

function formatBytes(bytes: number, locale: string): string {
  const format = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

function Group({
  title,
  fate,
  items,
}: {
  title: string;
  fate: string;
  items: readonly { key: string; label: ReactNode }[];
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="file-contents-group" aria-label={title}>
      <h4>
        {title} <span className="file-contents-count">{items.length}</span>
      </h4>
      <p className="file-contents-fate">{fate}</p>
      <ul>
        {items.slice(0, ITEMS_SHOWN).map((item) => (
          <li key={item.key}>{item.label}</li>
        ))}
      </ul>
      {items.length > ITEMS_SHOWN && (
        <p className="file-contents-more">
          {t('workspace.fileContents.more', { count: items.length - ITEMS_SHOWN })}
        </p>
      )}
    </section>
  );
}

function Labelled({ label, text }: { label: string; text: string }) {
  return (
    <>
      <span className="file-contents-label">{label}</span>{' '}
      <span className="file-contents-text" title={text}>
        {text}
      </span>
    </>
  );
}

/** The file's signatures, read by the engine with its marks (pdf.js does not read the signer). */
function signatureGroup(signatures: FileMarksRead | undefined, t: TFunction) {
  const found = signatures?.state === 'read' ? signatures.signatures : [];
  return {
    title: t('workspace.fileContents.signatures'),
    fate: t('workspace.fileContents.signaturesFate'),
    items: found.map(({ page, field, signed_by: name }, index) => ({
      key: `${index}`,
      // Where in bold, as the other groups' items; who signed is what the user weighs.
      label: (
        <>
          <span className="file-contents-label">
            {t('workspace.fileContents.signature', { page, field })}
          </span>
          {' · '}
          <span className="file-contents-text">
            {name === null
              ? t('workspace.fileContents.signerNotNamed')
              : t('workspace.fileContents.signedBy', { name })}
          </span>
        </>
      ),
    })),
  };
}

/** An XFA form's data values, read by the engine with its marks (pdf.js does not list them). */
function formDataGroup(read: FileMarksRead | undefined, t: TFunction) {
  const values = read?.state === 'read' ? read.formData : [];
  return {
    title: t('workspace.fileContents.formData'),
    fate: t('workspace.fileContents.formDataFate'),
    items: values.map(({ name, value }, index) => ({
      key: `${index}`,
      label: <Labelled label={name} text={value} />,
    })),
  };
}

/** Whether the file is signed while that is not known yet, or could not be read. */
function SignaturesUnknown({ read }: { read: FileMarksRead | undefined }) {
  const { t } = useTranslation();
  if (read?.state === 'read' || (read?.state === 'failed' && read.isLocked)) return null;
  return (
    <p className="file-contents-note">
      {read?.state === 'failed'
        ? t('workspace.fileContents.signaturesFailed')
        : t('workspace.fileContents.signaturesReading')}
    </p>
  );
}

function Groups({
  contents,
  signatures,
}: {
  contents: FileContents;
  signatures: FileMarksRead | undefined;
}) {
  const { t, i18n } = useTranslation();
  const metadata = contents.metadata.map(({ key, value }) => ({
    key,
    label: <Labelled label={key} text={value} />,
  }));
  if (contents.hasXmp) {
    const xmp = t('workspace.fileContents.xmp');
    metadata.push({
      key: 'xmp',
      label: <Labelled label={xmp} text={t('workspace.fileContents.xmpPresent')} />,
    });
  }
  const groups = [
    signatureGroup(signatures, t),
    formDataGroup(signatures, t),
    {
      title: t('workspace.fileContents.attachments'),
      fate: t('workspace.fileContents.attachmentsFate'),
      items: contents.attachments.map((attachment, index) => ({
        key: `${index}`,
        label: (
          <Labelled
            label={attachment.name}
            text={
              attachment.size === null
                ? t('workspace.fileContents.sizeUnknown')
                : formatBytes(attachment.size, i18n.language)
            }
          />
        ),
      })),
    },
    {
      title: t('workspace.fileContents.hiddenValues'),
      fate: t('workspace.fileContents.hiddenValuesFate'),
      items: contents.hiddenValues.map((value) => ({
        key: `${value.page}:${value.id}`,
        label: (
          <Labelled
            label={t('workspace.fileContents.hiddenValue', {
              page: value.page,
              field: value.field,
              reason: t(`workspace.fileContents.reasons.${value.reason}`),
            })}
            text={value.value}
          />
        ),
      })),
    },
    {
      title: t('workspace.fileContents.comments'),
      fate: t('workspace.fileContents.commentsFate'),
      items: contents.comments.map((comment, index) => ({
        key: `${index}`,
        label: (
          <Labelled
            label={
              comment.author
                ? t('workspace.fileContents.commentBy', { ...comment })
                : t('workspace.fileContents.comment', { ...comment })
            }
            text={comment.text}
          />
        ),
      })),
    },
    {
      title: t('workspace.fileContents.metadata'),
      fate: t('workspace.fileContents.metadataFate'),
      items: metadata,
    },
    {
      title: t('workspace.fileContents.bookmarks'),
      fate: t('workspace.fileContents.bookmarksFate'),
      items: contents.bookmarks.map((bookmark, index) => ({
        key: `${index}`,
        label: (
          <span
            className="file-contents-text"
            style={{ paddingInlineStart: `${bookmark.depth}em` }}
          >
            {bookmark.title}
          </span>
        ),
      })),
    },
  ];
  const unknown = <SignaturesUnknown read={signatures} />;
  if (groups.every((group) => group.items.length === 0)) {
    // "Nothing" names signatures only once the engine has said there are none.
    const isSigningKnown = signatures?.state === 'read';
    return (
      <>
        <p className="file-contents-note">
          {isSigningKnown
            ? t('workspace.fileContents.nothing')
            : t('workspace.fileContents.nothingButSignatures')}
        </p>
        {unknown}
      </>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <Group key={group.title} {...group} />
      ))}
      {unknown}
    </>
  );
}

/**
 * "Also in this file" (issue 50): for the current file, what it holds besides its pages —
 * signatures and who signed, attachments, hidden form values, comments, document information,
 * bookmarks — and what redacting it does with each (decisions 0046 and 0062).
 */
export function FileContentsPanel() {
  const { t } = useTranslation();
  const file = useFilesStore((state) => state.files.find((open) => open.key === state.currentKey));
  const read = useFileContentsStore((state) => (file ? state.byFile[file.key] : undefined));
  const signatures = useFileMarksStore((state) => (file ? state.byFile[file.key] : undefined));
  if (!file) return null;
  return (
    <section className="file-contents" aria-labelledby="file-contents-title">
      <h3 id="file-contents-title">{t('workspace.fileContents.title')}</h3>
      <p className="file-contents-note">{t('workspace.fileContents.intro', { name: file.name })}</p>
      {read?.state === 'read' && read.file === file.file ? (
        <Groups contents={read.contents} signatures={signatures} />
      ) : read?.state === 'failed' ? (
        <p className="file-contents-note">
          {read.isLocked
            ? t('workspace.fileContents.locked')
            : t('workspace.fileContents.failed', { name: file.name })}
        </p>
      ) : (
        <p className="file-contents-note">{t('workspace.fileContents.reading')}</p>
      )}
    </section>
  );
}
