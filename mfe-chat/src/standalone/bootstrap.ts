import { renderStandaloneRemote } from '@ieum/app-kit';
import { routes } from '../routes';

renderStandaloneRemote('mfe-chat 단독 실행', routes);
