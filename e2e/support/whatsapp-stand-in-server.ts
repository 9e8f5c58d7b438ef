// The end-to-end WhatsApp Cloud API: the route tests' stand-in (Meta's documented payloads) on a fixed port,
// which the app is pointed at (WHATSAPP_API_URL) and the specs read received messages from (GET /received).
// Started by Playwright as a web server beside the app.
import { startWhatsAppStandIn } from '../../apps/server/src/test/whatsapp-stand-in';

await startWhatsAppStandIn(Number(process.env.E2E_WHATSAPP_PORT ?? 2599));
