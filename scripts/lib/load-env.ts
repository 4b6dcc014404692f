// Loads .env files the way Next does, so scripts and the app see the same configuration.
import nextEnv from "@next/env";

export function loadProjectEnv(dev: boolean): void {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => undefined, error: console.error });
}
