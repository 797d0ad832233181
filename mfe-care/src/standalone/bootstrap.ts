import { renderStandaloneRemote } from '@ieum/shared-ui';
import { routes } from '../routes';

renderStandaloneRemote('mfe-care 단독 실행', routes);
