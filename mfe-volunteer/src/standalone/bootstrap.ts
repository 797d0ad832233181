import { renderStandaloneRemote } from '@ieum/shared-ui';
import { routes } from '../routes';

renderStandaloneRemote('mfe-volunteer 단독 실행', routes);
