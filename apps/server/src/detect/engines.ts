import { ENGINE_NAMES, type TEngineStatuses } from '@workbench/contracts';
import {
  AdvancedEngine,
  createFastEngine,
  GlinerEngine,
  withLayout,
  type Engine,
  type EngineName,
} from '@workbench/detect';
import type { Config } from '../config';
import { glinerWorkerFile } from './gliner-worker-file';

/** The engines a server runs, by name; the advanced one also answers AI search. */
export type DetectionEngines = {
  byName: ReadonlyMap<EngineName, Engine>;
  advanced: AdvancedEngine;
  /** Ends the standard engine's worker thread; call it when the server closes. */
  close(): Promise<void>;
};

/** Builds the three engines from the configuration; none loads a model until first used. */
export function createEngines(config: Pick<Config, 'glinerModelDir' | 'llm'>): DetectionEngines {
  const advanced = new AdvancedEngine({
    baseUrl: config.llm.baseUrl,
    model: config.llm.model,
    apiKey: config.llm.apiKey,
  });
  const standard = new GlinerEngine({
    modelDir: config.glinerModelDir,
    workerFile: glinerWorkerFile(),
  });
  const byName = new Map<EngineName, Engine>([
    ['fast', createFastEngine()],
    // The same document decides whose data their names and values are as the fast engine's.
    ['standard', withLayout(standard)],
    ['advanced', withLayout(advanced)],
  ]);
  return { byName, advanced, close: () => standard.close() };
}

/** Whether each engine can run here, for /api/health and the detection panel. */
export function engineStatuses(engines: DetectionEngines): TEngineStatuses {
  const statuses = {} as TEngineStatuses;
  for (const name of ENGINE_NAMES) {
    const status = engines.byName.get(name)?.status() ?? {
      state: 'not_installed' as const,
      detail: `The ${name} engine is not available on this server`,
    };
    statuses[name] = status.state === 'ready' ? { state: 'ready' } : status;
  }
  return statuses;
}
