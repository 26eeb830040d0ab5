import type { Locator, Page } from 'playwright-core';

/** /login (customers) and /staff-login (provider staff): the sign-in form. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    readonly portal: 'client' | 'staff' = 'client',
  ) {
    this.username = page.getByTestId('login-username');
    this.password = page.getByTestId('login-password');
    this.submit = page.getByTestId('login-submit');
    this.error = page.getByTestId('login-error');
  }

  get path(): string {
    return this.portal === 'staff' ? '/staff-login' : '/login';
  }

  async open(): Promise<this> {
    await this.page.goto(this.path);
    await this.username.waitFor();
    return this;
  }

  async fill(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
  }

  /** Submits the form; the caller waits for what should follow (the shell, or the error). */
  async signIn(username: string, password: string): Promise<void> {
    await this.fill(username, password);
    await this.submit.click();
  }

  async errorText(): Promise<string> {
    await this.error.waitFor();
    return (await this.error.innerText()).trim();
  }
}
