import type { TAdminStatus, TEngineName, TFontScript } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ENGINE_NAMES } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../app/FeaturePage';
import { FormAlert } from '../../components/FormAlert';
import { errorMessage } from '../../lib/messages';
import { fetchAdminStatus } from './admin-api';
import './admin.css';

type Loaded = { status: TAdminStatus } | { error: string } | null;

/**
 * /admin/status, for the accounts in ADMIN_EMAILS: whether each detection engine runs here and,
 * when not, how to set it up — the operator's text users do not see — and the server's pieces.
 */
export function ServerStatusPage() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminStatus(controller.signal)
      .then((status) => setLoaded({ status }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setLoaded({ error: errorMessage(t, error, t('admin.status.failed')) });
        }
      });
    return () => controller.abort();
  }, [t]);

  return (
    <FeaturePage titleKey="pages.adminStatus.title" leadKey="pages.adminStatus.lead">
      {loaded === null && <p className="muted">{t('admin.status.loading')}</p>}
      {loaded !== null && 'error' in loaded && <FormAlert kind="error">{loaded.error}</FormAlert>}
      {loaded !== null && 'status' in loaded && <StatusTables status={loaded.status} />}
    </FeaturePage>
  );
}

/** Which scripts the server's converter has no font for, in the reader's language. */
function fontsState(missing: readonly TFontScript[] | null, t: TFunction): string {
  if (missing === null) return t('admin.status.fontsUnknown');
  if (missing.length === 0) return t('admin.status.fontsAll');
  const scripts = missing.map((script) => t(`admin.status.scripts.${script}`)).join('; ');
  return t('admin.status.fontsMissing', { scripts });
}

function StatusTables({ status }: { status: TAdminStatus }) {
  const { t } = useTranslation();
  const { health, readiness } = status;
  const server: [string, string][] = [
    [t('admin.status.version'), health.version],
    [
      t('admin.status.ready'),
      t(
        readiness.draining
          ? 'admin.status.draining'
          : readiness.ready
            ? 'admin.status.yes'
            : 'admin.status.no',
      ),
    ],
    [t('admin.status.database'), `${status.database_kind} · ${health.database}`],
    [t('admin.status.redis'), readiness.redis],
    [t('admin.status.pdfWorkers'), String(status.pdf_workers)],
    [t('admin.status.ocr'), status.ocr_engine],
  ];
  return (
    <>
      <h2>{t('admin.status.engines')}</h2>
      <table className="admin-status-table admin-status-engines">
        <thead>
          <tr>
            <th scope="col">{t('admin.status.engine')}</th>
            <th scope="col">{t('admin.status.state')}</th>
            <th scope="col">{t('admin.status.setUp')}</th>
          </tr>
        </thead>
        <tbody>
          {ENGINE_NAMES.map((name: TEngineName) => (
            <tr key={name}>
              <th scope="row">{t(`admin.status.engineNames.${name}`)}</th>
              <td>{t(`admin.status.states.${health.engines[name].state}`)}</td>
              <td className="admin-status-setup">{health.engines[name].detail ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('admin.status.conversion')}</h2>
      <table className="admin-status-table admin-status-engines">
        <tbody>
          <tr>
            <th scope="row">{t('admin.status.office')}</th>
            <td>{t(`admin.status.states.${health.converters.office.state}`)}</td>
            <td className="admin-status-setup">{health.converters.office.detail ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">{t('admin.status.sandbox')}</th>
            <td>{t(`admin.status.sandboxes.${health.converters.office.sandbox}`)}</td>
            <td className="admin-status-setup">—</td>
          </tr>
          <tr>
            <th scope="row">{t('admin.status.fonts')}</th>
            <td>{fontsState(health.converters.office.fonts_missing, t)}</td>
            <td className="admin-status-setup">
              {health.converters.office.fonts_missing?.length
                ? t('admin.status.fontsInstall')
                : '—'}
            </td>
          </tr>
        </tbody>
      </table>
      <h2>{t('admin.status.server')}</h2>
      <table className="admin-status-table">
        <tbody>
          {server.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
