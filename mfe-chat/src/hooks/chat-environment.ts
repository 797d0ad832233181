import { createContext, useContext } from 'react';

/** Embedded on an integrator's page (IeumChat.mount) or inside the app. */
export interface ChatEnvironment {
  /** The integrator signs the calls (getToken); there is no app session, shell or other screens. */
  embedded: boolean;
}

export const ChatEnvironmentContext = createContext<ChatEnvironment>({ embedded: false });

export function useChatEnvironment(): ChatEnvironment {
  return useContext(ChatEnvironmentContext);
}
