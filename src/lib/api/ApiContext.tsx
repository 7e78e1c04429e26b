import { createContext, useContext } from 'react';
import type { ApiClient } from './client';

export interface ApiClients {
  /** The main client: 401 → refresh → retry. */
  api: ApiClient;
  /** The long-operation client (300000 ms timeout): exports and other slow calls. */
  longApi: ApiClient;
}

export const ApiContext = createContext<ApiClients | null>(null);

export function useApi(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi must be used inside the session provider');
  return clients;
}
