import { renderStandaloneRemote } from '@ieum/app-kit/src/federation/StandaloneRemote';
import { routes } from '../routes';

renderStandaloneRemote('mfe-auth 단독 실행', routes);
