// The operator command for welfare workers' accounts (api/README.md "The operator command"):
//   npm run staff -- add --username kim.sw --name 김복지 --phone 01012345678 --districts GANGNAM,SEOCHO [--password ...]
//   npm run staff -- list
//   npm run staff -- districts --username kim.sw --districts GANGNAM
//   npm run staff -- disable --username kim.sw
//   npm run staff -- enable --username kim.sw
// Works on the configured database (DATABASE_URL, else the PGlite in DATA_DIR: stop the API first).
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { StaffAccountError } from '../src/plugins/app/staff-accounts';

const USAGE = `npm run staff -- <command> [options]
  add --username ID --name 이름 --phone 010XXXXXXXX --districts GANGNAM,SEOCHO [--password PW]
  list
  districts --username ID --districts GANGNAM[,...]
  disable --username ID     (로그인 막기, 로그인된 기기도 바로 로그아웃)
  enable --username ID
`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      districts: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command || !['add', 'list', 'districts', 'disable', 'enable'].includes(command)) {
    process.stdout.write(USAGE);
    return values.help ? 0 : 2;
  }
  const need = (name: 'username' | 'name' | 'phone' | 'districts'): string => {
    const value = values[name];
    if (!value) throw new StaffAccountError(`--${name} 를 입력해주세요.\n${USAGE}`);
    return value;
  };
  const districts = () => need('districts').split(',').map((district) => district.trim()).filter(Boolean);

  const app = await buildApp({ config: { ...loadConfig(), LOG_LEVEL: 'warn' }, seedDemoAccounts: false, matchingWorker: { autoStart: false } });
  try {
    const accounts = app.staffAccounts;
    switch (command) {
      case 'add': {
        const created = await accounts.add({ username: need('username'), name: need('name'), phone: need('phone'), districts: districts(), password: values.password });
        process.stdout.write(`사회복지사 계정을 만들었습니다.\n  아이디 ${created.username}\n  비밀번호 ${created.password}\n  담당 구 ${created.districts.join(', ')}\n`);
        if (!values.password) process.stdout.write('  (비밀번호는 지금 한 번만 보여 드립니다. 본인에게 안전하게 전해 주세요.)\n');
        break;
      }
      case 'list': {
        const rows = await accounts.list();
        process.stdout.write(rows.length === 0 ? '사회복지사 계정이 없습니다.\n' : `${rows.map((row) => accounts.describe(row)).join('\n')}\n`);
        break;
      }
      case 'districts':
        process.stdout.write(`담당 구를 바꿨습니다: ${(await accounts.changeDistricts(need('username'), districts())).join(', ')}\n`);
        break;
      case 'disable':
        await accounts.disable(need('username'));
        process.stdout.write('계정 사용을 중지했습니다. 로그인된 기기도 모두 로그아웃됩니다.\n');
        break;
      case 'enable':
        await accounts.enable(need('username'));
        process.stdout.write('계정을 다시 쓸 수 있게 했습니다.\n');
        break;
    }
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(error instanceof StaffAccountError ? `${error.message}\n` : `staff failed: ${error.message}\n`);
    process.exit(1);
  },
);
