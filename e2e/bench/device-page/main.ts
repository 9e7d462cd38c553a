// The on-device engine as the workspace starts it (the build's manifest, the bundled worker),
// driven by device-bench.ts through `window.deviceBench`.
import {
  DEVICE_MANIFEST_URL,
  DeviceEngine,
  engineFilesOf,
  type DeviceManifest,
} from '@workbench/device';
import type { TAppearance, TRedactionMapping } from '@workbench/contracts';

let engine: DeviceEngine | null = null;

async function start(): Promise<number> {
  const started = performance.now();
  const manifest = (await (await fetch(DEVICE_MANIFEST_URL)).json()) as DeviceManifest;
  engine = new DeviceEngine({ files: engineFilesOf(manifest), threads: 1 });
  await engine.start();
  return performance.now() - started;
}

async function redact(url: string, mapping: TRedactionMapping, appearance: TAppearance) {
  if (!engine) throw new Error('start the engine first');
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const started = performance.now();
  const outcome = await engine.redact(bytes, { mapping, removeImages: false, appearance });
  const ms = performance.now() - started;
  if (!outcome.ok) return { ms, error: outcome.error.message };
  const { bytes: redacted, report } = outcome.value;
  let binary = '';
  for (let at = 0; at < redacted.length; at += 0x8000)
    binary += String.fromCharCode(...redacted.subarray(at, at + 0x8000));
  return { ms, passed: report.verification.passed, base64: btoa(binary) };
}

(window as unknown as { deviceBench: object }).deviceBench = { start, redact };
