import {
  EXISTING_MARKS_FIELD,
  MARKS_FIELDS,
  MARKS_MESSAGES,
  MAX_REVIEWER_LENGTH,
  PDF_MESSAGES,
  PDF_PATHS,
  ZErrorEnvelope,
  ZExistingMarksChoice,
  ZImportMarksResponse,
  ZRedactionMappings,
  hasControlCharacters,
  successEnvelope,
} from '@workbench/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { parseChoice, parseFlag, parseJsonField } from '../pdf/form-fields';
import { fileErrorAsAppError } from '../pdf/pdf-file-status';
import { field, readUpload, type Upload } from '../pdf/read-upload';
import { asciiJson, attachReport, sendFile, sendZip } from '../pdf/send-redacted';
import { requireCaller } from '../plugins/auth';
import type { ProcessingMeter } from '../services/processing-meter';
import { deliveryOf } from './delivery';
import type {
  ExportBatch,
  ExportOptions,
  MarksExchangeService,
} from '../services/marks-exchange.service';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  413: ZErrorEnvelope,
  402: ZErrorEnvelope,
  415: ZErrorEnvelope,
  422: ZErrorEnvelope,
};
const processing = {
  auth: 'required' as const,
  apiKey: true,
  payloadEncryption: true,
  receivesDocuments: true,
};
const EXPORT_FORM =
  "multipart: files, redaction_mappings (as /api/batch/redact takes them), existing_marks = apply | import | discard when a file holds unapplied /Redact marks, include_text (the marked text in each mark's contents), reviewer (the name the marks are signed with; your user name by default)";

/**
 * Marks out for review in Acrobat and other tools, and back in (decision 0054); not charged,
 * except files that are converted to PDF first: the pages they became (decision 0069).
 */
export const marksRoutes: FastifyPluginAsyncZod<{
  service: MarksExchangeService;
  meter: ProcessingMeter;
}> = async (app, { service, meter }) => {
  /** Converts the files that are not PDFs, charged, and says whose work the call is. */
  async function callOf(request: FastifyRequest, reply: FastifyReply, upload: Upload) {
    const caller = requireCaller(request);
    const delivery = deliveryOf(request, reply, upload);
    await meter.convert(caller, upload.files, delivery);
    return { signal: delivery.signal, owner: caller.user.id };
  }

  app.post(
    PDF_PATHS.markedCopy,
    {
      config: processing,
      schema: {
        summary: `The files with every mark as an unapplied /Redact annotation that Acrobat's redaction tool opens as its own (${EXPORT_FORM}); one file answers with the PDF (<name>-marked.pdf), several with a ZIP; nothing is removed from these copies`,
        tags: ['marks'],
        consumes: ['multipart/form-data'],
        produces: ['application/pdf', 'application/zip'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { upload, options } = await readExportForm(request);
      const call = await callOf(request, reply, upload);
      const batch = await service.markedCopies(upload.files, options, call);
      return sendExport(reply, batch, 'marked-copies.zip', 'application/pdf');
    },
  );

  app.post(
    PDF_PATHS.xfdf,
    {
      config: processing,
      schema: {
        summary: `The marks as XFDF <redact> elements, for Acrobat's Comments > Import and other tools (${EXPORT_FORM}); one file answers with its XFDF (<name>.xfdf), several with a ZIP`,
        tags: ['marks'],
        consumes: ['multipart/form-data'],
        produces: ['application/vnd.adobe.xfdf', 'application/zip'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { upload, options } = await readExportForm(request);
      const call = await callOf(request, reply, upload);
      const batch = await service.xfdfs(upload.files, options, call);
      return sendExport(reply, batch, 'marks-xfdf.zip', 'application/vnd.adobe.xfdf');
    },
  );

  app.post(
    PDF_PATHS.importMarks,
    {
      config: processing,
      schema: {
        summary:
          "Each file's marks to review (multipart: files, and xfdf = the text of an XFDF, one per file, matched by the file it names): the file's own unapplied /Redact annotations (a marked copy, Acrobat's marks) and the XFDF's placed on its pages, with every area in the redaction_mapping form /api/batch/redact takes",
        tags: ['marks'],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ZImportMarksResponse), ...errors },
      },
      // Up to 50,000 marks a file: the answer is built from the types above and written as it
      // is; checking it again on the event loop held health for a second an import.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['files', 'file']);
      if (upload.files.length === 0)
        throw new AppError('VALIDATION_ERROR', MARKS_MESSAGES.importFilesRequired);
      const xfdf = upload.fields.get(MARKS_FIELDS.xfdf) ?? [];
      if (xfdf.length > upload.files.length)
        throw new AppError('VALIDATION_ERROR', MARKS_MESSAGES.tooManyXfdf);
      const call = await callOf(request, reply, upload);
      const data = await service.importMarks(upload.files, xfdf, call);
      const [only] = data.files;
      if (data.files.length === 1 && only && 'error' in only)
        throw fileErrorAsAppError(only.file, only.error);
      return { success: true as const, data };
    },
  );
};

async function readExportForm(request: FastifyRequest) {
  const upload = await readUpload(request, ['files']);
  if (upload.files.length === 0)
    throw new AppError('VALIDATION_ERROR', MARKS_MESSAGES.filesRequired);
  const mappings = parseJsonField(
    field(upload, 'redaction_mappings'),
    'redaction_mappings',
    ZRedactionMappings,
  );
  if (mappings.length !== upload.files.length)
    throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.mappingsMismatch);
  const marksField = field(upload, EXISTING_MARKS_FIELD);
  const reviewer = field(upload, MARKS_FIELDS.reviewer)?.trim();
  if (reviewer && reviewer.length > MAX_REVIEWER_LENGTH)
    throw new AppError('VALIDATION_ERROR', MARKS_MESSAGES.reviewerTooLong);
  // The name goes into each mark (/T) and the XFDF, where XML cannot hold a NUL.
  if (reviewer && hasControlCharacters(reviewer))
    throw new AppError('VALIDATION_ERROR', MARKS_MESSAGES.reviewerControl);
  const options: ExportOptions = {
    mappings,
    ...(marksField && {
      existingMarks: parseChoice(marksField, EXISTING_MARKS_FIELD, ZExistingMarksChoice),
    }),
    author: reviewer || requireCaller(request).user.username,
    includeText: parseFlag(field(upload, MARKS_FIELDS.includeText), MARKS_FIELDS.includeText),
  };
  return { upload, options };
}

/**
 * One file's export goes back as itself, several as a ZIP with report.json; the report also
 * travels in a header. When every file failed the answer is an error naming each failure.
 */
function sendExport(reply: FastifyReply, batch: ExportBatch, zipName: string, type: string) {
  const failures = batch.reports.filter((report) => 'error' in report);
  if (batch.files.length === 0) {
    const [only] = failures;
    if (failures.length === 1 && only && 'error' in only)
      throw fileErrorAsAppError(only.file, only.error);
    throw new AppError('UNPROCESSABLE', MARKS_MESSAGES.noneExported, { files: failures });
  }
  attachReport(reply, asciiJson(batch.reports));
  if (batch.files.length === 1 && batch.reports.length === 1)
    return sendFile(reply, batch.files[0]!, type);
  const report = new TextEncoder().encode(`${JSON.stringify(batch.reports, null, 2)}\n`);
  return sendZip(reply, zipName, [...batch.files, { name: 'report.json', bytes: report }]);
}
