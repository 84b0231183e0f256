import { genericJsonAdapter } from './generic-json.adapter';
import { hub88Adapter } from './hub88.adapter';
import type { ProviderAdapter } from './provider-adapter';

/** Every wire format the operator speaks, by the name a provider row gives in `protocol`. */
const adapters: Readonly<Record<string, ProviderAdapter>> = { [genericJsonAdapter.protocol]: genericJsonAdapter, [hub88Adapter.protocol]: hub88Adapter };

export function adapterFor(protocol: string): ProviderAdapter | undefined {
  return adapters[protocol];
}
