import {
  MAX_SEARCH_TERMS,
  PDF_MESSAGES,
  PDF_PATHS,
  EXISTING_MARKS_FIELD,
  ZAppearanceInput,
  ZBatchSearchResponse,
  ZBBox,
  ZErrorEnvelope,
  ZExistingMarksChoice,
  ZExistingMarksResponse,
  ZExtractResponse,
  ZFindWordsResponse,
  ZPageNumber,
  ZRedactionMappings,
  ZSearchQuery,
  normalizeAppearance,
  pdfNameOf,
  successEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { clientGoneSignal, parseChoice, parseFlag, parseJsonField } from '../pdf/form-fields';
import { deliveryOf } from './delivery';
import { field, readUpload } from '../pdf/read-upload';
import {
  asciiJson,
  attachReport,
  sendFile,
  sendPdf,
  sendRedactedFiles,
  sendZip,
} from '../pdf/send-redacted';
import { requireCaller } from '../plugins/auth';
import type { AiSearchService } from '../services/ai-search.service';
import type { PdfProcessingService } from '../services/pdf-processing.service';
import type { Premium } from '../services/premium';
import type { ProcessingMeter } from '../services/processing-meter';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  422: ZErrorEnvelope,
};
/**
 * Processing routes: signed in, or called with an API key; browsers may encrypt (0021); refused
 * to members of an organization that requires on-device processing (0057).
 */
const processing = {
  auth: 'required' as const,
  apiKey: true,
  payloadEncryption: true,
  receivesDocuments: true,
};

export const pdfRoutes: FastifyPluginAsyncZod<{
  service: PdfProcessingService;
  aiSearch: AiSearchService;
  premium: Premium;
  meter: ProcessingMeter;
}> = async (app, { service, aiSearch, premium, meter }) => {
  app.post(
    PDF_PATHS.extract,
    {
      config: processing,
      schema: {
        summary:
          'Words with boxes of every page of one PDF (multipart field "file"); scanned pages are OCRed',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ZExtractResponse), ...errors, 402: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['file', 'files']);
      const [file] = upload.files;
      if (!file) throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.fileRequired);
      if (upload.files.length > 1)
        throw new AppError('VALIDATION_ERROR', 'Send one file to extract');
      const data = await meter.run(
        requireCaller(request),
        [file],
        deliveryOf(request, reply, upload),
        (run) => service.extract(file, run),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    PDF_PATHS.unlock,
    {
      config: processing,
      schema: {
        summary:
          'A password-protected PDF opened with its password (multipart: file, password) and sent back without encryption, X-Redaction-Report saying so; not charged',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['file', 'files']);
      const [file] = upload.files;
      if (!file || upload.files.length > 1)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.fileRequired);
      if (!file.password) throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.passwordRequired);
      const signal = clientGoneSignal(reply.raw);
      const owner = requireCaller(request).user.id;
      const bytes = await service.unlock(file, file.password, { signal, owner });
      // Every file answer carries its report header; the browser opens it with the sealed file.
      attachReport(reply, asciiJson([{ file: file.name, unlocked: true }]));
      return sendPdf(reply, { name: file.name, bytes });
    },
  );

  app.post(
    PDF_PATHS.convert,
    {
      config: processing,
      schema: {
        summary:
          'One file as a PDF (multipart field "file"): an image (PNG, JPEG with its EXIF turn, every page of a TIFF, BMP, GIF) converted without its metadata, an Office or OpenDocument file through LibreOffice, an e-mail with its attachments, a PDF sent back as it is; with combine=true several images (fields "files") as the pages of one PDF in the order sent; X-Redaction-Report names what it was converted from and conversion_notes; charged the pages of the PDF made (a PDF sent back as it is costs nothing), and refused with 402 before any work when the plan has no page left',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['file', 'files']);
      const [file] = upload.files;
      const caller = requireCaller(request);
      const delivery = deliveryOf(request, reply, upload);
      const call = { signal: delivery.signal, owner: caller.user.id };
      if (parseFlag(field(upload, 'combine'), 'combine')) {
        if (upload.files.length < 2)
          throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.combineNeedsImages);
        await meter.requirePagesLeft(caller);
        const combined = await service.combineImages(upload.files, call);
        await meter.chargeMade(caller, combined.pages, delivery);
        const name = `${pdfNameOf(file!.name).replace(/\.pdf$/i, '')}-combined.pdf`;
        const report = {
          file: file!.name,
          output_name: name,
          converted_from: combined.formats[0],
          combined: upload.files.map((one) => one.name),
        };
        attachReport(reply, asciiJson([report]));
        return sendPdf(reply, { name, bytes: combined.bytes });
      }
      if (!file || upload.files.length > 1)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.fileRequired);
      await meter.convert(caller, [file], delivery);
      const { bytes, convertedFrom, notes } = await service.convert(file, call);
      const name = pdfNameOf(file.name);
      const report = {
        file: file.name,
        output_name: name,
        converted_from: convertedFrom,
        ...(notes.length > 0 && { conversion_notes: notes }),
      };
      attachReport(reply, asciiJson([report]));
      return sendPdf(reply, { name, bytes });
    },
  );

  app.post(
    PDF_PATHS.images,
    {
      config: processing,
      schema: {
        summary:
          'Each page of a PDF (multipart: file, format = png | jpeg) as an image at the pixel size of the picture it was made from: a redacted photo or scan back as an image; one page answers the image, several a ZIP; not charged',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        produces: ['image/png', 'image/jpeg', 'application/zip'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['file', 'files']);
      const [file] = upload.files;
      if (!file || upload.files.length > 1)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.fileRequired);
      const format = field(upload, 'format') ?? 'png';
      if (format !== 'png' && format !== 'jpeg')
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.imageFormat);
      const signal = clientGoneSignal(reply.raw);
      const owner = requireCaller(request).user.id;
      const images = await service.pagesAsImages(file, format, { signal, owner });
      const base = file.name.replace(/\.pdf$/i, '');
      const extension = format === 'png' ? 'png' : 'jpg';
      // Every file answer carries its report header; the browser opens it with the sealed file.
      attachReport(reply, asciiJson([{ file: file.name, pages: images.length, format }]));
      if (images.length === 1) {
        return sendFile(
          reply,
          { name: `${base}.${extension}`, bytes: images[0]! },
          `image/${format}`,
        );
      }
      const pages = images.map((bytes, index) => ({
        name: `${base}-page-${index + 1}.${extension}`,
        bytes,
      }));
      return sendZip(reply, `${base}-pages.zip`, pages);
    },
  );

  app.post(
    PDF_PATHS.marks,
    {
      config: processing,
      schema: {
        summary:
          'The unapplied redaction marks (/Redact annotations made in Acrobat or another tool) one PDF arrived with, with the text under each, and its signatures with who signed, which a redaction removes (multipart field "file"); not charged, except a file converted to PDF first (its pages)',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ZExistingMarksResponse), ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['file', 'files']);
      const [file] = upload.files;
      if (!file || upload.files.length > 1)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.fileRequired);
      const caller = requireCaller(request);
      const delivery = deliveryOf(request, reply, upload);
      await meter.convert(caller, [file], delivery);
      const data = await service.existingMarks(file, {
        signal: delivery.signal,
        owner: caller.user.id,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    PDF_PATHS.search,
    {
      config: processing,
      schema: {
        summary:
          'Search many terms in up to 20 PDFs (multipart: files, search_terms, case_sensitive, regex, whole_word); with ai_search=true an LLM finds the passages that answer each term as a question (premium)',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        querystring: z.object({ ai_search: z.enum(['true', 'false', 'True', 'False']).optional() }),
        response: {
          200: successEnvelope(ZBatchSearchResponse),
          ...errors,
          402: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['files']);
      const isAiSearch = parseFlag(
        request.query.ai_search ?? field(upload, 'ai_search'),
        'ai_search',
      );
      const terms = searchTerms(upload.fields.get('search_terms') ?? []);
      if (upload.files.length === 0 || terms.length === 0) {
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.searchInputRequired);
      }
      const caller = requireCaller(request);
      if (isAiSearch) {
        await premium.require(caller.user, caller.organizationId);
        if (!aiSearch.isReady())
          throw new AppError('SERVICE_UNAVAILABLE', PDF_MESSAGES.aiSearchNotConfigured);
        const data = await meter.run(
          caller,
          upload.files,
          deliveryOf(request, reply, upload),
          (run) => aiSearch.search(upload.files, terms, run),
        );
        return { success: true as const, data };
      }
      const query = {
        terms,
        caseSensitive: parseFlag(field(upload, 'case_sensitive'), 'case_sensitive'),
        regex: parseFlag(field(upload, 'regex'), 'regex'),
        wholeWord: parseFlag(field(upload, 'whole_word'), 'whole_word'),
      };
      if (query.caseSensitive) await premium.require(caller.user, caller.organizationId);
      const data = await meter.run(
        caller,
        upload.files,
        deliveryOf(request, reply, upload),
        (run) => service.search(upload.files, query, run),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    PDF_PATHS.findWords,
    {
      config: processing,
      schema: {
        summary: 'Words inside a rectangle of one page (multipart: files, page, bbox as JSON)',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(ZFindWordsResponse), ...errors, 402: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['files']);
      if (upload.files.length === 0)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.findWordsFilesRequired);
      const page = ZPageNumber.safeParse(field(upload, 'page') ?? '');
      if (!page.success)
        throw new AppError('VALIDATION_ERROR', page.error.issues[0]?.message ?? 'Page is invalid');
      const bbox = parseJsonField(field(upload, 'bbox'), 'bbox', ZBBox);
      const query = { page: page.data, bbox };
      const data = await meter.run(
        requireCaller(request),
        upload.files,
        deliveryOf(request, reply, upload),
        (run) => service.findWords(upload.files, query, run),
        { onePagePerFile: true },
      );
      return { success: true as const, data };
    },
  );

  app.post(
    PDF_PATHS.redact,
    {
      config: processing,
      schema: {
        summary:
          'Redact, sanitise and verify PDFs (multipart: files, redaction_mappings, remove_images, appearance, existing_marks = apply | import | discard, required when a file holds unapplied /Redact marks); one file answers with the PDF, several with a ZIP; the report is in X-Redaction-Report',
        tags: ['pdf'],
        consumes: ['multipart/form-data'],
        response: { ...errors, 402: ZErrorEnvelope, 500: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, ['files']);
      if (upload.files.length === 0)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.redactFilesRequired);
      const mappings = parseJsonField(
        field(upload, 'redaction_mappings'),
        'redaction_mappings',
        ZRedactionMappings,
      );
      if (mappings.length !== upload.files.length)
        throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.mappingsMismatch);
      const appearanceField = field(upload, 'appearance');
      const appearance = normalizeAppearance(
        appearanceField
          ? parseJsonField(appearanceField, 'appearance', ZAppearanceInput)
          : undefined,
      );
      const removeImages = parseFlag(
        field(upload, 'remove_images') ?? field(upload, 'removeImages'),
        'remove_images',
      );
      const marksField = field(upload, EXISTING_MARKS_FIELD);
      const existingMarks = marksField
        ? parseChoice(marksField, EXISTING_MARKS_FIELD, ZExistingMarksChoice)
        : undefined;
      const options = { mappings, removeImages, appearance, existingMarks };
      const batch = await meter.run(
        requireCaller(request),
        upload.files,
        deliveryOf(request, reply, upload),
        (run) => service.redact(upload.files, options, run),
      );
      return sendRedactedFiles(reply, batch);
    },
  );
};

/** search_terms: a JSON array of terms, or plain text fields (one term each). */
function searchTerms(values: readonly string[]): string[] {
  const terms = values.flatMap((value) => {
    const trimmed = value.trim();
    if (!trimmed.startsWith('[')) return [value];
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return Array.isArray(parsed) ? parsed.map(String) : [value];
    } catch {
      return [value];
    }
  });
  const kept = terms.filter((term) => term.trim().length > 0);
  if (kept.length > MAX_SEARCH_TERMS)
    throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.tooManyTerms);
  for (const term of kept) {
    const result = ZSearchQuery.safeParse(term);
    if (!result.success)
      throw new AppError(
        'VALIDATION_ERROR',
        result.error.issues[0]?.message ?? 'Invalid search term',
      );
  }
  return [...new Set(kept)];
}
