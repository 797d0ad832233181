// The rules as they were when a blind batch was written (from git), so a leave-one-batch-out
// run pairs the classifier trained without the batch with rules that had not seen it either.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../lib';

/** The commit that added each batch, before any rule change for it (bench/results/safety-heldout.md). */
export const RULES_BEFORE: Record<string, string> = {
  'blind-1': 'e1f5c1f',
  'blind-2': 'fa58228',
  'blind-3': '85f38bf',
  'blind-4': '6e4ffcd',
  'blind-5': '83b34ae',
  'blind-6': 'bf71d59',
  // Measured by the integrator with rules + classifier; the rules there are read alone here.
  'blind-7': '4c8a3c2',
  'blind-8': '4c8a3c2',
  'blind-9': '4e03495',
  // First read on safe21 at 120b257 (bench/results/safety-blind-10-11-first-read.md).
  'blind-10': '120b257',
  'blind-11': '120b257',
  // First read on safe21c at bdcd048 (bench/results/safety-blind-14-first-read.md).
  'blind-14': 'bdcd048',
  // First read on safe21c at b0bed38 (bench/results/safety-blind-15.md).
  'blind-15': 'b0bed38',
  // Measured once by the lead at 3be3c7d (bench/results/safety-blind-16.md).
  'blind-16': '3be3c7d',
  // Measured once by the lead at 6014a4b (bench/results/safety-blind-17.md).
  'blind-17': '6014a4b',
  // Measured once by the lead at e9c2688 (bench/results/safety-blind-18.md).
  'blind-18': 'e9c2688',
  // First read at 10e13c7 (bench/results/safety-corpora.md).
  'corpus-a': '10e13c7',
  'corpus-b': '10e13c7',
  'corpus-c': '10e13c7',
  'corpus-d': '10e13c7',
  'corpus-e': '10e13c7',
  'corpus-f': '10e13c7',
  // First read at bf264c0, the classifier trained with corpus-a..f (the rules unchanged since 10e13c7).
  'corpus-g': '10e13c7',
  'corpus-h': '10e13c7',
  'corpus-i': '10e13c7',
  'corpus-j': '10e13c7',
  // First read at 2c2b6ae, the classifier trained with corpus-a..j and its veto (the rules unchanged since 10e13c7).
  'corpus-k': '10e13c7',
  'corpus-l': '10e13c7',
  'corpus-m': '10e13c7',
  'corpus-n': '10e13c7',
  // Sealed batches, each read once at the commit named (bench/results/safety-blind-19.md); rules unchanged since 10e13c7.
  'blind-19': '2c2b6ae',
  'blind-20': 'ec1e970',
  'blind-21': '12655fa',
  'blind-22': '765b1ba',
  // First read at c29c805 (the model of 765b1ba), bench/results/safety-corpora.md.
  'corpus-o': '765b1ba',
  'corpus-p': '765b1ba',
  'corpus-q': '765b1ba',
  'corpus-s': '765b1ba',
  'corpus-t': '765b1ba',
  'corpus-u': '765b1ba',
  'corpus-v': '765b1ba',
  // The unseen reads of round safe21h, trained on from safe21i (the rules unchanged since 10e13c7 until then).
  'blind-23': '765b1ba',
  'blind-24': '765b1ba',
  'corpus-r': '765b1ba',
  'corpus-w': '765b1ba',
  'corpus-y': '551f67e',
  // Written in safe21i and first read at afcd0cc (rules and model of 551f67e).
  'corpus-ab': 'afcd0cc',
  'corpus-ac': 'afcd0cc',
  'corpus-ad': 'afcd0cc',
  'corpus-ae': 'afcd0cc',
  'corpus-af': 'afcd0cc',
  // The unseen reads of round safe21i, trained on from safe21j: first read at 551f67e or at afcd0cc (the rules of 551f67e).
  'blind-25': '551f67e',
  'corpus-x': '551f67e',
  'blind-26': 'afcd0cc',
  'blind-27': 'afcd0cc',
  'corpus-z': 'afcd0cc',
  'corpus-aa': 'afcd0cc',
  // Written in safe21j and first read at 8440d70.
  'corpus-ag': '8440d70',
  'corpus-ah': '8440d70',
  'corpus-aj': '8440d70',
  'corpus-ak': '8440d70',
  'corpus-al': '8440d70',
  // The unseen reads of round safe21j (first read at 8440d70), trained on from safe21k.
  'blind-28': '8440d70',
  'blind-29': '8440d70',
  'blind-30': '8440d70',
  'blind-31': '8440d70',
  'corpus-ai': '8440d70',
  // Written in safe21k and first read at 74d08f3.
  'corpus-an': '74d08f3',
  'corpus-ao': '74d08f3',
  // The unseen reads of round safe21k (first read at 74d08f3), trained on from safe21l.
  'blind-32': '74d08f3',
  'blind-33': '74d08f3',
  'blind-34': '74d08f3',
  'corpus-am': '74d08f3',
  // Written in safe21l and first read at 0b637e5.
  'corpus-ap': '0b637e5',
  // The unseen reads of round safe21l (first read at 0b637e5), trained on from safe21m.
  'blind-35': '0b637e5',
  'blind-36': '0b637e5',
  'corpus-aq': '0b637e5',
  // Written in safe21m and first read at 78892f7 (corpus-as), 1c75abc (corpus-ar) and 2f6e93b (corpus-au).
  'corpus-as': '78892f7',
  'corpus-ar': '1c75abc',
  'corpus-au': '2f6e93b',
  // The unseen reads of round safe21m (first read at eb7e92f), trained on from safe21n.
  'blind-37': 'eb7e92f',
  'blind-38': 'eb7e92f',
  'corpus-at': 'eb7e92f',
  // Written in safe21n and first read at 9329372 (corpus-ax) and f5c04ff (corpus-ay).
  'corpus-ax': '9329372',
  'corpus-ay': 'f5c04ff',
  // The unseen reads of round safe21n (first read at 9abeb47), trained on from safe21o.
  'blind-39': '9abeb47',
  'blind-40': '9abeb47',
  'corpus-av': '9abeb47',
  // Written in safe21n after its training, first read at f45be14 (round safe21o).
  'corpus-aw': 'f45be14',
  'corpus-az': 'f45be14',
  'corpus-ba': 'f45be14',
  'corpus-bb': 'f45be14',
  // Written in safe21o and first read at 879ad44.
  'corpus-bd1': '879ad44',
  'corpus-bd2': '879ad44',
  'corpus-bd3': '879ad44',
  'corpus-be1': '16f78e7',
  'corpus-be2': '16f78e7',
  'corpus-be3': '16f78e7',
  'corpus-bf1': '5681492',
  'corpus-bf2': '5681492',
  'corpus-bf3': '5681492',
  'corpus-bg1': '5681492',
  'corpus-bg2': '5681492',
  'corpus-bg3': '5681492',
  'corpus-bi1': '117fe4a',
  'corpus-bi2': '117fe4a',
  'corpus-bi3': '117fe4a',
  'corpus-bj1': '117fe4a',
  'corpus-bj2': '117fe4a',
  'corpus-bj3': '117fe4a',
  'corpus-bh1': 'f686700',
  'corpus-bk1': '32d17c7',
  'corpus-bk2': '32d17c7',
  'corpus-bl1': '32d17c7',
  'corpus-bl2': '32d17c7',
  'corpus-bm1': '32d17c7',
  'corpus-bm2': '32d17c7',
  // The unseen reads of round safe21o (first read at f45be14), trained on from safe21p.
  'blind-41': 'f45be14',
  'blind-42': 'f45be14',
  'corpus-bc': 'f45be14',
  'corpus-bh2': 'f45be14',
  'corpus-bh3': 'f45be14',
  // Written in safe21p and first read at f281503.
  'corpus-bp1': 'f281503',
  'corpus-bp2': 'f281503',
  'corpus-bn1': '1d6c93c',
  'corpus-bn2': '1d6c93c',
  'corpus-bn3': '1d6c93c',
  'corpus-bo1': '1d6c93c',
  'corpus-bo2': '1d6c93c',
  'corpus-bo3': '1d6c93c',
  'corpus-br1': '8c6d256',
  'corpus-br2': '8c6d256',
  'corpus-br3': '8c6d256',
  'corpus-bq1': '56e962b',
  'corpus-bq2': '56e962b',
  'corpus-bq3': '56e962b',
  'corpus-bs1': '6e15314',
  'corpus-bs2': '6e15314',
  'corpus-bs3': '6e15314',
  'corpus-bt1': 'f05378a',
  'corpus-bt2': 'f05378a',
  'corpus-bt3': 'f05378a',
  // The unseen reads of round safe21p (first read at 5b9d8b0), trained on from safe21q.
  'blind-43': '5b9d8b0',
  'blind-44': '5b9d8b0',
  'blind-45': '5b9d8b0',
  'blind-46': '5b9d8b0',
  'corpus-bp3': 'f281503',
  // Written in safe21q.
  'corpus-bv1': '1a7fdb1',
  'corpus-bv2': '42c4756',
  'corpus-bw1': 'b84cf70',
  'corpus-bu1': 'b443963',
  'corpus-bu2': '2d373dc',
  'corpus-bu3': '4bc9443',
  'corpus-bu4': '41428b5',
  'corpus-bx1': 'd97f3d5',
  // The unseen reads of round safe21q (first read at cb13965), trained on from safe21r.
  'blind-47': 'cb13965',
  'blind-48': 'cb13965',
  'blind-49': 'cb13965',
  // Written in safe21r.
  'corpus-by2': 'cf94e6b',
  'corpus-by4': 'ea2df75',
  'corpus-by1': '85edd2e',
  // The unseen reads of round safe21r, trained on from safe21s.
  'blind-50': '33b6e76',
  'blind-51': '33b6e76',
  'blind-52': '33b6e76',
  'blind-53': '33b6e76',
  'corpus-bz1': '33b6e76',
  'corpus-by3': 'aa9c111',
  // Written in safe21s.
  'corpus-cb': '2d9f6f9',
  'corpus-ca': '2d9f6f9',
  'corpus-cc': '2d9f6f9',
  'corpus-cd': '2d9f6f9',
  'corpus-ce': '2d9f6f9',
  // The sealed sets of round safe21s, read and trained on from safe21t.
  'blind-54': '593f0d2',
  'blind-55': '593f0d2',
  'blind-56': '593f0d2',
  'blind-57': '593f0d2',
  // Written in safe21t.
  'corpus-cf': '593f0d2',
  'corpus-cg': '593f0d2',
  'corpus-ch': '593f0d2',
  'corpus-ci': '12467d3',
  'corpus-cj': '12467d3',
  'corpus-ck': '12467d3',
  // Sealed at the start of safe21t, read and trained on during it.
  'blind-58': '7823a80',
  'blind-59': '7823a80',
  'blind-60': '7823a80',
  'blind-61': '7823a80',
  'blind-62': 'f0f0044',
  'blind-63': 'f0f0044',
  // Sealed through safe21t, read at the start of safe21u.
  'blind-64': 'f7452dd',
  'blind-65': 'f7452dd',
  // Written in safe21u.
  'corpus-cl': 'f7452dd',
  'corpus-cm': 'f7452dd',
  'corpus-cn': 'f7452dd',
  // Sealed at the start of safe21u, read during it.
  'blind-66': 'd254c81',
  'blind-67': 'd254c81',
  'corpus-co': '22d7618',
  'corpus-cp': '22d7618',
  'corpus-cq': '40838f9',
  'corpus-cr': '40838f9',
  // Sealed through safe21u, read at the start of safe21v; corpora written in safe21v.
  'blind-68': 'c0d3cd8',
  'blind-69': 'c0d3cd8',
  'blind-70': 'c0d3cd8',
  'blind-71': 'c0d3cd8',
  'corpus-cs': 'c0d3cd8',
  'corpus-ct': 'c0d3cd8',
  'corpus-cu': 'c0d3cd8',
  'corpus-cv': 'c0d3cd8',
  'corpus-cw': 'a27df9e',
  'corpus-cx': 'a27df9e',
  'corpus-cy': 'a27df9e',
  'corpus-cz': 'a27df9e',
  'corpus-da': 'a85eb56',
  'corpus-db': 'a85eb56',
  'corpus-dc': 'a85eb56',
  'corpus-dd': 'a85eb56',
  'corpus-de': '4fe6474',
  'corpus-df': '4fe6474',
  'corpus-dg': '4fe6474',
  'corpus-dh': '4fe6474',
  'corpus-di': '4fe6474',
  'corpus-dj': '4fe6474',
  'corpus-dk': '4fe6474',
  'corpus-dl': '4fe6474',
  'corpus-dm': '0defb6f',
  'corpus-dn': '0defb6f',
  'corpus-do': '0defb6f',
  'corpus-dp': '0defb6f',
  'corpus-dq': '0123e74',
  'corpus-dr': '0123e74',
  'corpus-ds': '0123e74',
  'corpus-dt': '0123e74',
  // Sealed through safe21v, read at the start of safe21w.
  'blind-72': 'da63121',
  'blind-73': 'da63121',
  'blind-74': 'da63121',
  'blind-75': 'da63121',
  // Written in safe21w.
  'corpus-du': '9f9e5fa',
  'corpus-dv': '9f9e5fa',
  'corpus-dw': '9f9e5fa',
  'corpus-dx': '9f9e5fa',
  'corpus-dy': '9f9e5fa',
  'corpus-dz': '9f9e5fa',
  'corpus-ea': '9f9e5fa',
  'corpus-eb': '9f9e5fa',
  'corpus-ec': '754a999',
  'corpus-ed': '754a999',
  'corpus-ee': '754a999',
  'corpus-ef': '754a999',
  'corpus-eg': '754a999',
  'corpus-eh': '754a999',
  'corpus-ei': '754a999',
  'corpus-ej': '754a999',
  'corpus-ek': 'b9f24af',
  'corpus-el': 'b9f24af',
  'corpus-em': 'b9f24af',
  'corpus-en': 'b9f24af',
  // Sealed through safe21w, read at the start of safe21x.
  'blind-76': '41c74c2',
  'blind-77': '41c74c2',
  'blind-78': '41c74c2',
  'blind-79': '41c74c2',
  // Written in safe21x.
  'corpus-eo': '4d1ec47',
  'corpus-ep': '4d1ec47',
  'corpus-eq': '4d1ec47',
  'corpus-er': '4d1ec47',
  'corpus-es': '43226f8',
  'corpus-et': '43226f8',
  'corpus-eu': '43226f8',
  'corpus-ev': '43226f8',
  'corpus-ew': '0597aa9',
  'corpus-ex': '0597aa9',
  'corpus-ey': '0597aa9',
  'corpus-ez': '0597aa9',
  'corpus-fa': '0597aa9',
  'corpus-fb': '0597aa9',
  'corpus-fc': '0597aa9',
  'corpus-fd': '0597aa9',
  'corpus-fe': '1faaec5',
  'corpus-ff': '1faaec5',
  'corpus-fg': '1faaec5',
  'corpus-fh': '1faaec5',
  'corpus-fi': '1faaec5',
  'corpus-fj': '1faaec5',
  'corpus-fk': '1faaec5',
  'corpus-fl': '1faaec5',
  'corpus-fm': '5774de0',
  'corpus-fn': '5774de0',
  'corpus-fo': '5774de0',
  'corpus-fp': '5774de0',
  'corpus-fq': '5774de0',
  'corpus-fr': '5774de0',
  'corpus-fs': '5774de0',
  'corpus-ft': '5774de0',
};

type Level = 'none' | 'concern' | 'crisis';

export async function historicalRules(commit: string): Promise<(text: string) => Level> {
  const folder = path.join(os.tmpdir(), `ieum-safety-rules-${commit}`, 'safety');
  fs.mkdirSync(folder, { recursive: true });
  for (const file of ['detect.ts', 'normalise.ts']) {
    const source = execFileSync('git', ['show', `${commit}:ai/src/companion/safety/${file}`], { cwd: REPO_ROOT, encoding: 'utf8' });
    fs.writeFileSync(path.join(folder, file), source);
  }
  // Since the classifier the rules' entry point is assessRules (assessText combines both layers).
  const detect = (await import(path.join(folder, 'detect.ts'))) as { assessText?: (text: string) => { level: Level }; assessRules?: (text: string) => { level: Level } };
  const read = detect.assessRules ?? detect.assessText!;
  return (text) => read(text).level;
}
