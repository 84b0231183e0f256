import { expect, test } from '../support/journey-test';
import { logInToConsole } from '../support/console';
import { DEMO_USERNAME, SCREENSHOT_DIR } from '../support/e2e-env';
import { logInAsDemoMember } from '../support/member';

// The journey turns its brand's support chat on from the console. The vendor's script is answered
// by the test (page.route), so nothing leaves this machine.

const SCRIPT_URL = 'https://chat-widget.test/console-widget.js';

/** Stands in for the vendor's widget: it keeps a copy of what the site handed it when it ran. */
const FAKE_WIDGET = 'window.__chatSeen = JSON.parse(JSON.stringify(window.SupportChatVisitor ?? null));';

test('an admin turns the support chat on in the console, and the member site loads it with only the ticked fields', async ({ page, browser }) => {
  await logInToConsole(page);

  await page.goto('/backoffice/settings?tab=chat');
  const section = page.getByTestId('chat-widget-settings');
  const enabled = section.getByRole('switch', { name: 'แสดงแชทบนเว็บไซต์สมาชิก' });
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  await section.getByLabel('ที่อยู่สคริปต์ของแชท').fill(SCRIPT_URL);
  for (const field of ['ชื่อ-นามสกุล', 'อีเมล (สร้างจากรหัสสมาชิก)', 'เบอร์โทรศัพท์', 'ชื่อผู้ใช้', 'ธนาคาร', 'เลขบัญชี', 'ระดับสมาชิก', 'พอยท์']) {
    await section.getByRole('checkbox', { name: field, exact: true }).setChecked(field === 'ชื่อผู้ใช้');
  }
  await section.getByRole('button', { name: 'บันทึกแชทซัพพอร์ต' }).click();
  await expect(page.getByTestId('chat-widget-saved')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/backoffice-settings-chat.png` });

  // The member, on a phone, gets the widget with the username and nothing else.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const memberPage = await memberContext.newPage();
    await memberPage.route(SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET }));
    await logInAsDemoMember(memberPage);
    const readSeen = () => memberPage.evaluate((): unknown => Reflect.get(window, '__chatSeen'));
    await expect.poll(readSeen).toEqual({ username: DEMO_USERNAME });
  } finally {
    await memberContext.close();
  }
});
