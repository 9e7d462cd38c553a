import { ADMIN_MESSAGES, type TAdminStatus } from '@workbench/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { startI18n } from '../../lib/i18n';
import { fetchAdminStatus } from './admin-api';
import { ServerStatusPage } from './ServerStatusPage';

vi.mock('./admin-api', () => ({ fetchAdminStatus: vi.fn() }));

const SET_UP = 'GLiNER is not installed: set GLINER_MODEL_DIR to a GLiNER ONNX model folder';

const OFFICE_SET_UP = 'Install LibreOffice: apt-get install libreoffice-writer-nogui';

const status: TAdminStatus = {
  health: {
    status: 'ok',
    database: 'ok',
    version: '1.4.0',
    uptime_seconds: 60,
    engines: {
      fast: { state: 'ready' },
      standard: { state: 'not_installed', detail: SET_UP },
      advanced: { state: 'not_configured', detail: 'set LLM_BASE_URL and LLM_MODEL' },
    },
    converters: {
      office: {
        state: 'not_installed',
        detail: OFFICE_SET_UP,
        sandbox: 'none',
        fonts_missing: null,
      },
    },
  },
  readiness: { ready: true, draining: false, database: 'ok', redis: 'none' },
  database_kind: 'postgres',
  pdf_workers: 4,
  ocr_engine: 'cli',
};

beforeEach(() => {
  startI18n();
  vi.mocked(fetchAdminStatus).mockReset();
});

describe('the server status page', () => {
  it("shows an administrator each engine's state and how to set it up", async () => {
    vi.mocked(fetchAdminStatus).mockResolvedValue(status);
    render(<ServerStatusPage />);
    const standard = (await screen.findByRole('rowheader', { name: 'Standard (GLiNER)' }))
      .parentElement!;
    expect(within(standard).getByText('Not installed')).toBeVisible();
    expect(within(standard).getByText(SET_UP)).toBeVisible();
    const fast = screen.getByRole('rowheader', { name: 'Fast' }).parentElement!;
    expect(fast).toHaveTextContent('Ready—');
    expect(screen.getByRole('rowheader', { name: 'Database' }).parentElement).toHaveTextContent(
      'postgres · ok',
    );
    const office = screen.getByRole('rowheader', {
      name: 'Office and OpenDocument files (LibreOffice)',
    }).parentElement!;
    expect(office).toHaveTextContent(`Not installed${OFFICE_SET_UP}`);
    expect(
      screen.getByRole('rowheader', { name: 'Converter sandbox' }).parentElement,
    ).toHaveTextContent("Off: the server's disk and network");
  });

  it('tells anyone else why they cannot see it', async () => {
    vi.mocked(fetchAdminStatus).mockRejectedValue(
      new ApiError('FORBIDDEN', ADMIN_MESSAGES.notAdmin, 403),
    );
    render(<ServerStatusPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.notAdmin);
  });
});
