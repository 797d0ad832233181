import { renderStandaloneRemote } from '@ieum/app-kit';
import { routes } from '../routes';

renderStandaloneRemote('mfe-volunteer 단독 실행', routes);
