import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { type AppServer, startAppServer } from "./app-server.ts";
import { launchBrowser, newPhoneContext } from "./browser.ts";

export interface ServerAndChromium {
  server: AppServer;
  browser: Browser;
}

export interface PhoneSession extends ServerAndChromium {
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the hooks that give the test file the real server (with the shared build) and Chromium,
 * closed after its last test. The fields are filled once the hooks have run: read them in tests and hooks.
 * `start` is how the server starts: the console's (startConsoleServer) where staff sign in with passkeys or links.
 */
export function serverAndChromium(start: (staticDir: string) => Promise<AppServer> = startAppServer): ServerAndChromium {
  const session = {} as ServerAndChromium;
  beforeAll(async () => {
    session.server = await start(inject("webBuild"));
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** The server and Chromium of the file, and for each test a new phone with nothing stored, closed after it. */
export function phoneForEachTest(phoneOptions: () => BrowserContextOptions = () => ({})): PhoneSession {
  const session = serverAndChromium() as PhoneSession;
  beforeEach(async () => {
    session.context = await newPhoneContext(session.browser, session.server.url, phoneOptions());
    session.page = await session.context.newPage();
  });
  afterEach(() => session.context.close());
  return session;
}

/** The server and Chromium of the file, and one phone that its tests use one after the other. */
export function phoneForTheFile(phoneOptions: BrowserContextOptions = {}): PhoneSession {
  const session = serverAndChromium() as PhoneSession;
  beforeAll(async () => {
    session.context = await newPhoneContext(session.browser, session.server.url, phoneOptions);
    session.page = await session.context.newPage();
  });
  return session;
}
