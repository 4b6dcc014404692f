import type { Metadata } from "next";
import { ApiKeysManager } from "@/components/integrations/api-keys-manager";
import { WebhooksManager } from "@/components/integrations/webhooks-manager";

export const metadata: Metadata = { title: "Integrations" };

export default function IntegrationsPage() {
  return (
    <div className="space-y-10">
      <ApiKeysManager />
      <WebhooksManager />
    </div>
  );
}
