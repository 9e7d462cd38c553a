import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import {
  ZAutoSaveInterval,
  ZCleanupDays,
  ZConfidence,
  ZHexColor,
  ZMaxEntitiesPerPage,
  ZMaxFileSizeSetting,
  ZMaxResults,
  ZRedactionArea,
  ZRotation,
  ZViewerZoom,
  ZZoom,
  ZZoomSetting,
} from './ranges';

describe('numeric ranges', () => {
  it.each([
    ['confidence', ZConfidence, 0, 1, 0.001],
    ['zoom', ZZoom, 0.1, 10, 0.01],
    ['zoom setting', ZZoomSetting, 0.25, 5, 0.01],
    ['max results', ZMaxResults, 10, 1000, 1],
    ['auto-save interval', ZAutoSaveInterval, 30, 600, 1],
    ['max entities per page', ZMaxEntitiesPerPage, 1, 1000, 1],
    ['cleanup days', ZCleanupDays, 1, 365, 1],
    ['max file size', ZMaxFileSizeSetting, 1, 100, 1],
  ] as const)('%s accepts %d..%d and refuses just outside', (_name, schema, min, max, step) => {
    expect(firstIssue(schema, min)).toBeNull();
    expect(firstIssue(schema, max)).toBeNull();
    expect(firstIssue(schema, min - step)).toMatch(/must be between/);
    expect(firstIssue(schema, max + step)).toMatch(/must be between/);
  });
  it('defaults confidence to 0.5, max results and entities per page to 100', () => {
    expect(ZConfidence.parse(undefined)).toBe(0.5);
    expect(ZMaxResults.parse(undefined)).toBe(100);
    expect(ZMaxEntitiesPerPage.parse(undefined)).toBe(100);
  });
  it('viewer zoom runs 0.5..3 in steps of 0.1', () => {
    expect(firstIssue(ZViewerZoom, 0.5)).toBeNull();
    expect(firstIssue(ZViewerZoom, 1.3)).toBeNull();
    expect(firstIssue(ZViewerZoom, 3)).toBeNull();
    expect(firstIssue(ZViewerZoom, 0.4)).toBe('Zoom must be between 0.5 and 3');
    expect(firstIssue(ZViewerZoom, 3.1)).toBe('Zoom must be between 0.5 and 3');
    expect(firstIssue(ZViewerZoom, 1.25)).toBe('Zoom must be in steps of 0.1');
  });
});

describe('rotation, colour and areas', () => {
  it('rotation is a multiple of 90', () => {
    expect(firstIssue(ZRotation, -90)).toBeNull();
    expect(firstIssue(ZRotation, 270)).toBeNull();
    expect(firstIssue(ZRotation, 45)).toBe('Rotation must be a multiple of 90');
  });
  it('colour is #RRGGBB', () => {
    expect(firstIssue(ZHexColor, '#FF5733')).toBeNull();
    expect(firstIssue(ZHexColor, '#ff573')).toBe('Colour must be in the form #RRGGBB');
    expect(firstIssue(ZHexColor, 'FF5733')).toBe('Colour must be in the form #RRGGBB');
  });
  it('a redaction area has a positive size on a page from 1', () => {
    const area = { x: 0, y: 0, width: 1, height: 1, pageNumber: 1 };
    expect(firstIssue(ZRedactionArea, area)).toBeNull();
    expect(firstIssue(ZRedactionArea, { ...area, width: 0 })).toBe('Width must be greater than 0');
    expect(firstIssue(ZRedactionArea, { ...area, pageNumber: 0 })).toBe(
      'Page number must be at least 1',
    );
  });
});
