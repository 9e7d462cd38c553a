"""Converts Office and OpenDocument files to PDF with one long-lived LibreOffice (decision 0052).

Started by office-worker.ts as `python3 office-worker.py` (Debian's python3 with python3-uno),
inside a network namespace of its own when the machine allows one. It starts soffice headless
with the profile in WB_PROFILE_DIR, then answers one JSON request per line on stdin with one JSON
line on stdout:

  request:  {"id": 1, "data": base64, "filter": "Calc MS Excel 2007 XML", "export":
             "calc_pdf_Export", "kind": "calc", "filter_options": "...", "max_rows": 100000}
  answer:   {"id": 1, "ok": true, "pdf": base64, "notes_pdf": base64 (speaker notes pages, if any),
             "texts": [...], "notes": [...]}
            {"id": 1, "ok": false, "error": "...", "code": "CONVERSION_FAILED" | "LIMIT_EXCEEDED"}

Documents are loaded from memory and written to memory, with macros never run and links never
updated. Everything is done on LibreOffice's main thread (an AsyncCallback): a document with
comments loaded from a bridge thread brings LibreOffice 7.4 down. When soffice dies the worker
exits with status 3; the server starts another.
"""

import base64
import json
import os
import resource
import subprocess
import sys
import threading
import time

import uno
import unohelper
from com.sun.star.awt import XCallback
from com.sun.star.beans import PropertyValue
from com.sun.star.io import XOutputStream
from com.sun.star.lang import DisposedException

MAX_TEXTS = 200_000
MEMORY_BYTES = int(os.environ.get('WB_MEMORY_MB', '3072')) * 1024 * 1024


def props(**values):
    result = []
    for name, value in values.items():
        prop = PropertyValue()
        prop.Name = name
        prop.Value = value
        result.append(prop)
    return tuple(result)


class Output(unohelper.Base, XOutputStream):
    def __init__(self):
        self.chunks = []

    def writeBytes(self, data):
        self.chunks.append(data.value)

    def flush(self):
        pass

    def closeOutput(self):
        pass


class Job(unohelper.Base, XCallback):
    """Work LibreOffice runs on its main thread, with what it returned or raised."""

    def __init__(self, work):
        self.work = work
        self.done = threading.Event()
        self.result = None
        self.error = None

    def notify(self, _data):
        try:
            self.result = self.work()
        except Exception as error:  # handed back to the waiting thread
            self.error = error
        self.done.set()


class Refusal(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


def start_office(profile):
    pipe = 'wb%d' % os.getpid()
    os.makedirs(os.path.join(profile, 'tmp'), exist_ok=True)
    env = dict(os.environ, TMPDIR=os.path.join(profile, 'tmp'))
    office = subprocess.Popen(
        [os.environ.get('WB_SOFFICE', 'soffice'), '--headless', '--invisible', '--nologo',
         '--norestore', '--nodefault', '--nolockcheck', '--nocrashreport',
         '-env:UserInstallation=' + uno.systemPathToFileUrl(os.path.join(profile, 'user')),
         '--accept=pipe,name=%s;urp;StarOffice.ComponentContext' % pipe],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env=env, preexec_fn=limit_memory)
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        'com.sun.star.bridge.UnoUrlResolver', local)
    for _ in range(600):
        try:
            return office, resolver.resolve(
                'uno:pipe,name=%s;urp;StarOffice.ComponentContext' % pipe)
        except Exception:
            if office.poll() is not None:
                break
            time.sleep(0.05)
    raise SystemExit('LibreOffice did not start')


class Converter:
    def __init__(self, context):
        self.context = context
        self.manager = context.ServiceManager
        self.desktop = self.manager.createInstanceWithContext(
            'com.sun.star.frame.Desktop', context)

    def on_main_thread(self, work):
        job = Job(work)
        callback = self.manager.createInstanceWithContext(
            'com.sun.star.awt.AsyncCallback', self.context)
        uno.invoke(callback, 'addCallback', (job, uno.Any('void', None)))
        job.done.wait()
        if job.error is not None:
            raise job.error
        return job.result

    def convert(self, request):
        data = base64.b64decode(request['data'])
        return self.on_main_thread(lambda: self.convert_now(request, data))

    def convert_now(self, request, data):
        stream = self.manager.createInstanceWithArgumentsAndContext(
            'com.sun.star.io.SequenceInputStream', (uno.ByteSequence(data),), self.context)
        load = dict(InputStream=stream, Hidden=True, MacroExecutionMode=0, UpdateDocMode=0,
                    FilterName=request['filter'])
        if request.get('filter_options'):
            load['FilterOptions'] = request['filter_options']
        document = self.desktop.loadComponentFromURL('private:stream', '_blank', 0, props(**load))
        if document is None:
            raise Refusal('CONVERSION_FAILED', 'LibreOffice could not read the file')
        try:
            kind = request['kind']
            notes = []
            speaker_notes = False
            if kind == 'calc':
                texts = show_every_cell(document, request.get('max_rows', 100000), notes)
            elif kind == 'impress':
                texts, with_notes = slide_texts(document, notes)
                speaker_notes = len(with_notes) > 0
                if speaker_notes:
                    drop_slide_pictures(document)
            else:
                texts = writer_texts(document)
            pdf = export_pdf(document, request['export'],
                             ExportNotesPages=kind != 'impress')
            notes_pdf = b''
            if speaker_notes:
                # Speaker notes go out as notes pages after the slides, without the picture of
                # the slide a notes page draws (that showed every slide twice, the second time as
                # a picture a redaction of the slide's text would not reach), and only for the
                # slides that have notes: an empty page for each other slide was a page to
                # scroll past and to pay for (issue 64). The server joins the two PDFs.
                notes_pdf = export_pdf(document, request['export'], ExportNotesPages=True,
                                       ExportOnlyNotesPages=True,
                                       PageRange=','.join(str(n) for n in with_notes))
                notes.append('speaker notes shown on pages after the slides')
            return pdf, notes_pdf, texts[:MAX_TEXTS], notes
        finally:
            document.close(True)


def export_pdf(document, export_filter, **options):
    output = Output()
    export = props(ExportNotes=True, ExportHiddenSlides=True, ExportFormFields=False,
                   ExportBookmarks=True, **options)
    document.storeToURL('private:stream', props(
        OutputStream=output, FilterName=export_filter,
        FilterData=uno.Any('[]com.sun.star.beans.PropertyValue', export)))
    return b''.join(output.chunks)


def show_every_cell(document, max_rows, notes):
    """Every sheet, row and column shown, each column as wide as its widest cell; the texts."""
    texts = []
    page_styles = document.StyleFamilies.getByName('PageStyles')
    for sheet in document.Sheets:
        if not sheet.IsVisible:
            sheet.IsVisible = True
            notes.append('hidden sheet "%s" shown' % sheet.Name)
        cursor = sheet.createCursor()
        cursor.gotoEndOfUsedArea(False)
        end = cursor.getRangeAddress()
        rows = end.EndRow + 1
        if rows > max_rows:
            raise Refusal('LIMIT_EXCEEDED',
                          'The sheet "%s" has %s rows; this server converts sheets of at most %s '
                          'rows. Split it and try again.' % (sheet.Name, format(rows, ','),
                                                             format(max_rows, ',')))
        used = sheet.getCellRangeByPosition(0, 0, end.EndColumn, end.EndRow)
        visible = used.queryVisibleCells().getRangeAddresses()
        whole = used.getRangeAddress()
        if len(visible) != 1 or visible[0].EndRow != whole.EndRow or \
                visible[0].EndColumn != whole.EndColumn:
            notes.append('sheet "%s": hidden rows or columns shown' % sheet.Name)
        used.Columns.IsVisible = True
        used.Rows.IsVisible = True
        used.Columns.OptimalWidth = True
        style = page_styles.getByName(sheet.PageStyle)
        style.PrintAnnotations = True
        printable = style.Width - style.LeftMargin - style.RightMargin
        for column in used.Columns:
            # A column wider than the page would be cut at its edge: it wraps instead.
            if column.Width > printable:
                column.Width = printable
                column.IsTextWrapped = True
        used.Rows.OptimalHeight = True
        # The text cells (a number or a date prints in its cell's format, which is not checked).
        for row in used.getDataArray():
            texts.extend(value for value in row if isinstance(value, str) and value)
        for annotation in sheet.Annotations:
            texts.append(annotation.String)
    return texts


def slide_texts(document, notes):
    """The texts of every slide and its notes, and the numbers (from 1) of slides with notes."""
    texts = []
    hidden = 0
    with_notes = []
    for number, slide in enumerate(document.DrawPages, start=1):
        if not getattr(slide, 'Visible', True):
            hidden += 1
        texts.extend(shape_texts(slide))
        notes_texts = shape_texts(slide.NotesPage)
        if notes_texts:
            with_notes.append(number)
        texts.extend(notes_texts)
    if hidden:
        notes.append('%d hidden slide%s included' % (hidden, '' if hidden == 1 else 's'))
    return texts, with_notes


def drop_slide_pictures(document):
    for slide in document.DrawPages:
        page = slide.NotesPage
        pictures = [page.getByIndex(index) for index in range(page.Count)
                    if page.getByIndex(index).ShapeType == 'com.sun.star.presentation.PageShape']
        for picture in pictures:
            page.remove(picture)


def shape_texts(page):
    texts = []
    for index in range(page.Count):
        shape = page.getByIndex(index)
        if hasattr(shape, 'String') and shape.String:
            texts.append(shape.String)
        if shape.supportsService('com.sun.star.drawing.GroupShape'):
            texts.extend(shape_texts(shape))
    return texts


def writer_texts(document):
    texts = [document.Text.String]
    for table in document.TextTables:
        # Cell by cell: a table with merged or split cells has no data array (XCellRangeData).
        texts.extend(table.getCellByName(name).getString() for name in table.getCellNames())
    for frame in document.TextFrames:
        texts.append(frame.Text.String)
    for note in list(document.Footnotes) + list(document.Endnotes):
        texts.append(note.String)
    for field in document.TextFields:
        if field.supportsService('com.sun.star.text.textfield.Annotation'):
            texts.append(field.Content)
    styles = document.StyleFamilies.getByName('PageStyles')
    for name in styles.ElementNames:
        style = styles.getByName(name)
        if style.isInUse():
            for part in ('Header', 'Footer'):
                if getattr(style, part + 'IsOn'):
                    texts.append(getattr(style, part + 'Text').String)
    return texts


def main():
    profile = os.environ['WB_PROFILE_DIR']
    office, context = start_office(profile)
    converter = Converter(context)
    print(json.dumps({'ready': True}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        answer = {'id': request['id']}
        try:
            pdf, notes_pdf, texts, notes = converter.convert(request)
            answer.update(ok=True, pdf=base64.b64encode(pdf).decode('ascii'), texts=texts,
                          notes=notes)
            if notes_pdf:
                answer.update(notes_pdf=base64.b64encode(notes_pdf).decode('ascii'))
        except Refusal as refusal:
            answer.update(ok=False, code=refusal.code, error=str(refusal))
        except DisposedException:
            answer.update(ok=False, code='CONVERSION_FAILED', fatal=True,
                          error='LibreOffice stopped while reading the file')
        except Exception as error:
            message = getattr(error, 'Message', '') or str(error)
            answer.update(ok=False, code='CONVERSION_FAILED', error=message[:300])
        print(json.dumps(answer), flush=True)
        if answer.get('fatal') or office.poll() is not None:
            sys.exit(3)
    try:
        converter.desktop.terminate()
    except Exception:
        pass
    office.wait(timeout=10)


if __name__ == '__main__':
    main()
