// Loads .env files the way Next does, so scripts and the app see the same configuration.
import { loadEnvConfig } from "@next/env";

export function loadProjectEnv(dev: boolean): void {
  loadEnvConfig(process.cwd(), dev, { info: () => undefined, error: console.error });
}
