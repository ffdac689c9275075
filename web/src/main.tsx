import { createRoot } from 'react-dom/client';

const data = JSON.parse(document.getElementById('mq-bootstrap')?.textContent ?? '{}');
createRoot(document.getElementById('root')!).render(<div>{data?.settings?.branding?.site_name}</div>);
