import { injectStyles } from '@ieum/shared-ui';
import authCss from './auth.css';

injectStyles('ieum-mfe-auth', authCss);
