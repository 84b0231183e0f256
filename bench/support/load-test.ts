import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  name: string;
  /** autocannon's mean of its once-a-second samples. */
  requestsPerSecond: number;
  p99LatencyMs: number;
  responses2xx: number;
  responsesNon2xx: number;
  /** Connection errors, including timeouts. */
  errors: number;
  /** How long the run really took: autocannon often takes one more sample than asked for. */
  elapsedSeconds: number;
}

/** Runs autocannon against one target from this process and keeps the figures the report needs. */
export async function runLoad(target: LoadTarget, options: { connections: number; durationSeconds: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.durationSeconds,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    responses2xx: result['2xx'],
    responsesNon2xx: result.non2xx,
    errors: result.errors,
    elapsedSeconds: result.duration,
  };
}
