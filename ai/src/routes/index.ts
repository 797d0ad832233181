import type { FastifyPluginAsync } from 'fastify';
import audio from './audio';
import chat from './chat';
import health from './health';
import me from './me';

/**
 * Every route area of the AI host, served WITHOUT an /ai prefix: the shell's server proxies
 * /ai/* here and strips /ai. Adding an area: create the folder, then add one line here.
 */
export const routeAreas: FastifyPluginAsync[] = [health, me, chat, audio];
