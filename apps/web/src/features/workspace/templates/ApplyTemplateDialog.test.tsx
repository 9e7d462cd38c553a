import { TEMPLATE_MESSAGES, type TTemplateSummary } from '@workbench/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { buildOpenFile } from '../test-fixtures';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { applyTemplate } from './template-actions';
import { deleteTemplate, fetchTemplate, fetchTemplates, updateTemplate } from './templates-api';

vi.mock('./templates-api');
vi.mock('./template-actions');

const summary = (id: number, name: string): TTemplateSummary => ({
  id,
  name,
  page_count: 1,
  box_count: 2,
  created_at: '2026-11-02T09:30:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
});

const files = [
  buildOpenFile({ key: 'a', name: 'form-a.pdf' }),
  buildOpenFile({ key: 'b', name: 'letter.pdf' }),
];

beforeEach(() => {
  startI18n();
  vi.mocked(fetchTemplates).mockResolvedValue([summary(1, 'Form 1040'), summary(2, 'Skjema')]);
  useFilesStore.setState({ files, currentKey: 'a' });
});

describe('the apply template dialog', () => {
  it('applies a template to every open file and says which pages matched', async () => {
    vi.mocked(fetchTemplate).mockResolvedValue({ ...summary(1, 'Form 1040'), pages: [] });
    vi.mocked(applyTemplate).mockResolvedValue([
      {
        fileKey: 'a',
        name: 'form-a.pdf',
        pageCount: 4,
        matched: [1, 2, 3],
        unmatched: [4],
        added: 6,
      },
      { fileKey: 'b', name: 'letter.pdf', pageCount: 2, matched: [], unmatched: [1, 2], added: 0 },
    ]);
    render(<ApplyTemplateDialog onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Apply a template' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All 2 open files' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply Form 1040' }));
    const outcomes = await within(dialog).findByRole('list', { name: 'What the template marked' });
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'form-a.pdf: applied to 3 of 4 pages; page 4 did not match',
      'letter.pdf: no page matched the template',
    ]);
    expect(vi.mocked(applyTemplate).mock.calls[0]![1]).toEqual(files);
  });

  it('applies to the current file only unless asked otherwise', async () => {
    vi.mocked(fetchTemplate).mockResolvedValue({ ...summary(2, 'Skjema'), pages: [] });
    vi.mocked(applyTemplate).mockResolvedValue([]);
    render(<ApplyTemplateDialog onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Skjema' }));
    expect(vi.mocked(applyTemplate).mock.calls.at(-1)![1]).toEqual([files[0]]);
  });

  it('renames in place, and says when the name is taken', async () => {
    vi.mocked(updateTemplate)
      .mockRejectedValueOnce(new ApiError('CONFLICT', TEMPLATE_MESSAGES.nameTaken('skjema'), 409))
      .mockResolvedValueOnce({ ...summary(1, 'Form 1040 (2010)'), pages: [] });
    render(<ApplyTemplateDialog onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Form 1040' }));
    const input = screen.getByRole('textbox', { name: 'Rename Form 1040' });
    await userEvent.clear(input);
    await userEvent.type(input, 'skjema{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a template named “skjema”',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'Form 1040 (2010){Enter}');
    expect(await screen.findByText('Form 1040 (2010)')).toBeVisible();
    expect(vi.mocked(updateTemplate)).toHaveBeenLastCalledWith(1, { name: 'Form 1040 (2010)' });
  });

  it('deletes a template after asking once more', async () => {
    vi.mocked(deleteTemplate).mockResolvedValue();
    render(<ApplyTemplateDialog onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Skjema' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(vi.mocked(deleteTemplate)).toHaveBeenCalledWith(2);
    expect(screen.queryByText('Skjema')).toBeNull();
    expect(screen.getByText('Form 1040')).toBeVisible();
    expect(screen.getByText('2 boxes on 1 page')).toBeVisible();
  });
});
