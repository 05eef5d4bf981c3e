// Placeholder page until the application shell arrives: shows that the web app is served
// and that it reaches the API.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface ProjectConfig {
  projectName: string;
}

type ApiStatus = 'checking' | 'ok' | 'unavailable';

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

function App() {
  const [projectName, setProjectName] = useState('Fedra');
  const [status, setStatus] = useState<ApiStatus>('checking');

  useEffect(() => {
    fetchJson<ProjectConfig>('/api/global-zone/config')
      .then((config) => {
        setProjectName(config.projectName);
        document.title = config.projectName;
      })
      .catch(() => {});
    fetchJson<{ status: string }>('/api/health')
      .then((health) => setStatus(health.status === 'ok' ? 'ok' : 'unavailable'))
      .catch(() => setStatus('unavailable'));
  }, []);

  const statusText = {
    checking: 'Stav API: ověřuji…',
    ok: 'Stav API: v pořádku',
    unavailable: 'Stav API: nedostupné',
  }[status];

  return (
    <main>
      <h1>{projectName}</h1>
      <p>Fedra – základ systému běží</p>
      <p data-testid="api-status">{statusText}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
