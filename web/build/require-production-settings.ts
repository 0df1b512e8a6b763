// Stops `vite build` in production mode while a commercial setting still has its sample value
// (example.com checkout, sample WhatsApp): such a build would sell nothing. Development, the
// emulator build (`--mode emulator`) and Vitest keep the defaults. docs/configuration.md.
import { loadEnv, type Plugin } from 'vite';
import { productionPlaceholders } from '../src/config/commerce-defaults.js';

export function requireProductionSettings(): Plugin {
  return {
    name: 'escola:require-production-settings',
    apply: 'build',
    configResolved(config) {
      // Same sources as import.meta.env: .env, .env.[mode], their .local files, then process.env.
      const env = loadEnv(config.mode, config.envDir, 'VITE_');
      const placeholders = productionPlaceholders(env, config.mode);
      if (placeholders.length === 0) return;
      const list = placeholders.map((setting) => `  - ${setting.message}`).join('\n');
      const error = new Error(
        `Configuração de produção incompleta (modo "${config.mode}"):\n${list}\n` +
          'Veja docs/configuration.md, "Build de produção".',
      );
      // The message is the whole story; a stack trace into Vite would only hide it.
      error.stack = error.message;
      throw error;
    },
  };
}
