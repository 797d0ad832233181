// The volunteer-hours certificate as a PDF (A4, Korean). The font is Noto Sans KR from the npm
// package @embedpdf/fonts-kr (OFL); pdfkit embeds only the glyphs used, so a certificate is ~30-60 KB.
import path from 'node:path';
import PdfDocument from 'pdfkit';

// The package exports only its JS entry; its fonts folder sits next to dist/.
const FONT = path.join(path.dirname(require.resolve('@embedpdf/fonts-kr')), '..', 'fonts', 'NotoSansKR-Regular.otf');
const FONT_BOLD = path.join(path.dirname(require.resolve('@embedpdf/fonts-kr')), '..', 'fonts', 'NotoSansKR-Bold.otf');

export interface CertificateLine {
  date: string;
  start: string;
  end: string;
  hours: string;
  activity: string;
  place: string;
}

export interface CertificateContent {
  code: string;
  volunteerName: string;
  issuedDate: string;
  totalHours: string;
  lines: CertificateLine[];
  verifyUrl: string;
}

export function certificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PdfDocument({ size: 'A4', margin: 56, info: { Title: `봉사활동 확인서 ${content.code}`, Author: '이음' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT_BOLD).fontSize(24).text('봉사활동 확인서', { align: 'center' });
  doc.moveDown(1.2);
  doc.font(FONT).fontSize(12);
  doc.text(`성명: ${content.volunteerName}`);
  doc.text(`발급일: ${content.issuedDate}`);
  doc.text(`총 봉사 시간: ${content.totalHours}시간 (${content.lines.length}회)`);
  doc.text(`확인 코드: ${content.code}`);
  doc.moveDown();

  const columns = [
    { title: '날짜', width: 80 },
    { title: '시작', width: 50 },
    { title: '종료', width: 50 },
    { title: '시간', width: 45 },
    { title: '활동', width: 110 },
    { title: '장소', width: 110 },
  ];
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? FONT_BOLD : FONT).fontSize(10.5);
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index].width - 6, lineBreak: false });
      x += columns[index].width;
    });
    doc.x = left;
    doc.y = y + 20;
  };
  drawRow(columns.map((column) => column.title), true);
  for (const line of content.lines) drawRow([line.date, line.start, line.end, line.hours, line.activity, line.place]);

  doc.moveDown(1.5);
  doc.font(FONT).fontSize(10.5).text(
    '위 시간은 봉사자가 도착과 마침을 알리고 어르신이 직접 확인(또는 방문 코드 입력)한 서버 기록에 따른 것입니다. ' +
      '30분 단위로 내림하며, 한 번에 계획 시간 + 30분까지 인정합니다.',
    left,
    doc.y,
    { width: 445 },
  );
  doc.moveDown();
  doc.text(`진위 확인: ${content.verifyUrl}`, { width: 445 });
  doc.end();
  return done;
}
