import { DETECT_PATH, PDF_PATHS } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';

/** The routes a key opens: document processing only (the server refuses the rest). */
const KEY_ROUTES = [
  PDF_PATHS.search,
  PDF_PATHS.findWords,
  DETECT_PATH,
  PDF_PATHS.extract,
  PDF_PATHS.redact,
];

/** How to call the API with a key, with this site's own address. */
export function ApiKeyUsageHint() {
  const { t } = useTranslation();
  const example =
    `curl -H "Authorization: Bearer <key>" -F "files=@document.pdf" ` +
    `-F 'search_terms=["Kari Nordmann"]' ${window.location.origin}${PDF_PATHS.search}`;
  return (
    <details className="api-key-hint">
      <summary>{t('apiKeys.hint.title')}</summary>
      <p>{t('apiKeys.hint.body')}</p>
      <pre>
        <code>{example}</code>
      </pre>
      <p>{t('apiKeys.hint.routes')}</p>
      <ul>
        {KEY_ROUTES.map((route) => (
          <li key={route}>
            <code>{route}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
