import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './App.tsx';
import { routes } from './routes.tsx';
import './app.css';

const router = createBrowserRouter(routes, { basename: '/admin' });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={createQueryClient()} />
  </StrictMode>,
);
