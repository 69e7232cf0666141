import { vi } from 'vitest';

export interface FakeUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports upload progress, as the browser does while the body goes out. */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body. */
  respond: (status: number, body: unknown) => void;
  /** The network failed. */
  fail: () => void;
}

/** Replaces XMLHttpRequest (jsdom's cannot send multipart bodies to nowhere); every send is recorded. */
export function mockXhr() {
  const uploads: FakeUpload[] = [];
  class FakeXMLHttpRequest extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private request = { method: '', path: '', headers: {} as Record<string, string> };

    open(method: string, path: string) {
      this.request.method = method;
      this.request.path = path;
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      uploads.push({
        ...this.request,
        body,
        progress: (loaded, total) => {
          const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
          this.upload.dispatchEvent(event);
        },
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
        fail: () => this.dispatchEvent(new Event('error')),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}
