/**
 * The page's flags: the server's evaluations first (so the first render and hydration agree, no
 * flicker), then, after hydration, the browser's client (a dynamic import) takes over, tracks, and
 * re-evaluates on every configuration update the event stream brings.
 */
import { type ReactNode, createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ConsentPort, ExperimentsBootstrap } from '../bootstrap.ts';
import { inactiveFlag } from '../bootstrap.ts';
import { reportExperimentError, reportSettingsMissing } from '../errors.ts';
import type { Evaluation } from '../evaluate.ts';

type Phase = 'server' | 'ready' | 'inactive';
interface ExperimentsState {
  flags: Record<string, Evaluation>;
  phase: Phase;
}

const ExperimentsContext = createContext<ExperimentsState>({ flags: {}, phase: 'inactive' });

export function ExperimentsProvider({ bootstrap, consent, children }: { bootstrap: ExperimentsBootstrap; consent: ConsentPort; children: ReactNode }) {
  const [state, setState] = useState<ExperimentsState>({ flags: bootstrap.flags, phase: bootstrap.settings ? 'server' : 'inactive' });
  const settingsKey = bootstrap.settings ? `${bootstrap.settings.siteCode}:${bootstrap.settings.environment}:${bootstrap.visitorCode}` : null;

  useEffect(() => {
    if (!settingsKey) {
      reportSettingsMissing();
      return;
    }
    let live = true;
    const keys = Object.keys(bootstrap.flags);
    import('../client.ts')
      .then(({ startExperiments }) => startExperiments(bootstrap, consent))
      .then((client) => {
        if (!live) return;
        if (!client) {
          startTransition(() => setState((s) => ({ ...s, phase: 'inactive' })));
          return;
        }
        // In a transition: arriving while parts of the page below are still hydrating, an urgent
        // update would make React hydrate them all in one blocking task (about 250 ms on the home page).
        const refresh = () => {
          if (live) startTransition(() => setState({ flags: Object.fromEntries(keys.map((key) => [key, client.evaluate(key)])), phase: 'ready' }));
        };
        refresh();
        client.onUpdate(refresh);
      })
      .catch((error: unknown) => reportExperimentError(error));
    return () => {
      live = false;
    };
    // The bootstrap object changes on every loader run; the client depends on the site and visitor only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsKey]);

  return (
    <ExperimentsContext.Provider value={state}>
      <div className="contents" data-experiments={state.phase}>
        {children}
      </div>
    </ExperimentsContext.Provider>
  );
}

/** A flag's evaluation for the visitor: the server's until the client is ready, inactive if unknown. */
export function useFeature(featureKey: string): Evaluation {
  const { flags } = useContext(ExperimentsContext);
  return flags[featureKey] ?? inactiveFlag(featureKey);
}
