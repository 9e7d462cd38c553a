import { workerData } from 'node:worker_threads';
import { capEngineMemory } from '../engine/heap-cap';
import type { WorkerConfig } from './tasks';

// Imported first by the worker thread: MuPDF's heap is capped before MuPDF loads (heap-cap.ts).
const config = workerData as Partial<WorkerConfig> | undefined;
const capMb = config?.limits?.engineMemoryMb;
if (capMb !== undefined) capEngineMemory(capMb);

export { engineMemory, isHeapLarge, resetRefusal } from '../engine/heap-cap';
