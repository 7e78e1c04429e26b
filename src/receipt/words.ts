import type { ReceiptReason } from '../../contract/receipts-values';

/**
 * The receiver's page in Indonesian first and English, from a small table of its own: the page is
 * its own entry and carries no translation library (docs/decisions/343-receiver-page.md).
 */
export type Language = 'id' | 'en';

const ID = {
  title: 'Penerimaan barang',
  loading: 'Memuat surat jalan…',
  switchLanguage: 'English',
  from: 'Dari',
  note: 'Surat jalan',
  shipment: 'Pengiriman',
  customer: 'Kepada',
  vehicle: 'Kendaraan',
  driver: 'Sopir',
  loadedAt: 'Dimuat',
  items: 'Barang',
  shipped: 'Dikirim',
  received: 'Diterima',
  reason: 'Alasan kurang',
  chooseReason: 'Pilih alasan',
  reasons: { KURANG: 'Kurang', RUSAK: 'Rusak', DITOLAK: 'Ditolak', LAINNYA: 'Lainnya' } satisfies Record<ReceiptReason, string>,
  receiverName: 'Nama penerima',
  remarks: 'Catatan (boleh kosong)',
  signature: 'Tanda tangan penerima',
  signatureHint: 'Tanda tangani di kotak dengan jari.',
  signatureDrawn: 'Tanda tangan sudah digambar',
  signatureEmpty: 'Kotak tanda tangan, masih kosong',
  clear: 'Hapus tanda tangan',
  photo: 'Foto barang atau surat jalan yang ditandatangani (boleh kosong jika ada tanda tangan)',
  takePhoto: 'Ambil foto',
  removePhoto: 'Hapus foto',
  submit: 'Kirim penerimaan',
  sending: 'Mengirim…',
  fixErrors: 'Periksa isian yang ditandai.',
  errors: {
    REQUIRED: 'Wajib diisi.',
    TOO_LONG: 'Terlalu panjang.',
    NOT_WHOLE: 'Isi dengan bilangan bulat.',
    TOO_SMALL: 'Tidak boleh kurang dari 0.',
    TOO_BIG: 'Tidak boleh lebih dari yang dikirim.',
    INVALID_TYPE: 'Isi dengan angka.',
    SIGNATURE_OR_PHOTO: 'Tanda tangani atau lampirkan foto.',
    PHOTO_TYPE: 'Foto harus JPEG, PNG atau WebP.',
  },
  done: 'Terima kasih. Penerimaan sudah dicatat.',
  receivedBy: (name: string, at: string) => `Diterima oleh ${name}, ${at}.`,
  short: 'Ada barang yang kurang; pengirim akan menghubungi Anda.',
  refusals: {
    RECEIPT_LINK_UNKNOWN: 'Kode ini tidak dikenal. Pindai lagi kode QR pada surat jalan.',
    RECEIPT_LINK_EXPIRED: 'Kode ini sudah kedaluwarsa. Hubungi pengirim.',
    RECEIPT_LINK_OUTDATED: 'Surat jalan ini sudah diubah sejak dicetak. Hubungi pengirim.',
    SHIPMENT_NOT_COMPLETED: 'Barang belum dimuat. Pindai lagi setelah barang tiba.',
    RATE_LIMITED: 'Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.',
    RECEIPT_EXISTS: 'Surat jalan ini sudah diterima.',
    NETWORK: 'Tidak ada koneksi. Periksa sinyal, lalu coba lagi; isian Anda tetap tersimpan di halaman ini.',
    OTHER: 'Terjadi kesalahan. Coba lagi sebentar lagi.',
  },
  retry: 'Coba lagi',
  staff: 'Staf LAJU? Buka pengiriman ini',
  waiting: 'Sinyal terputus: penerimaan tersimpan di ponsel ini dan dikirim otomatis saat tersambung, juga setelah halaman ini dibuka lagi.',
  sendNow: 'Kirim sekarang',
};

export type Words = typeof ID;

const EN: Words = {
  title: 'Goods received',
  loading: 'Loading the delivery note…',
  switchLanguage: 'Bahasa Indonesia',
  from: 'From',
  note: 'Delivery note',
  shipment: 'Shipment',
  customer: 'To',
  vehicle: 'Vehicle',
  driver: 'Driver',
  loadedAt: 'Loaded',
  items: 'Items',
  shipped: 'Shipped',
  received: 'Received',
  reason: 'Why short',
  chooseReason: 'Choose a reason',
  reasons: { KURANG: 'Short', RUSAK: 'Damaged', DITOLAK: 'Refused', LAINNYA: 'Other' },
  receiverName: "Receiver's name",
  remarks: 'Note (optional)',
  signature: "Receiver's signature",
  signatureHint: 'Sign in the box with your finger.',
  signatureDrawn: 'Signature drawn',
  signatureEmpty: 'Signature box, still empty',
  clear: 'Clear the signature',
  photo: 'A photo of the goods or of the signed note (optional with a signature)',
  takePhoto: 'Take a photo',
  removePhoto: 'Remove the photo',
  submit: 'Send the receipt',
  sending: 'Sending…',
  fixErrors: 'Check the marked fields.',
  errors: {
    REQUIRED: 'Required.',
    TOO_LONG: 'Too long.',
    NOT_WHOLE: 'Enter a whole number.',
    TOO_SMALL: 'Cannot be below 0.',
    TOO_BIG: 'Cannot be more than was shipped.',
    INVALID_TYPE: 'Enter a number.',
    SIGNATURE_OR_PHOTO: 'Sign, or attach a photo.',
    PHOTO_TYPE: 'The photo must be JPEG, PNG or WebP.',
  },
  done: 'Thank you. The receipt is recorded.',
  receivedBy: (name: string, at: string) => `Received by ${name}, ${at}.`,
  short: 'Something arrived short; the sender will contact you.',
  refusals: {
    RECEIPT_LINK_UNKNOWN: 'This code is not known. Scan the QR code on the delivery note again.',
    RECEIPT_LINK_EXPIRED: 'This code has expired. Contact the sender.',
    RECEIPT_LINK_OUTDATED: 'This delivery note was changed after it was printed. Contact the sender.',
    SHIPMENT_NOT_COMPLETED: 'The goods have not been loaded yet. Scan again when they arrive.',
    RATE_LIMITED: 'Too many tries. Wait a few minutes, then try again.',
    RECEIPT_EXISTS: 'This delivery note has already been received.',
    NETWORK: 'No connection. Check the signal and try again; what you entered stays on this page.',
    OTHER: 'Something went wrong. Try again in a moment.',
  },
  retry: 'Try again',
  staff: 'LAJU staff? Open this shipment',
  waiting: 'The signal dropped: the receipt is kept on this phone and sent when the connection is back, also if this page is opened again.',
  sendNow: 'Send now',
};

export const WORDS: Record<Language, Words> = { id: ID, en: EN };

/** Indonesian unless the phone asks for English first. */
export const languageOf = (preferred: readonly string[]): Language => (preferred[0]?.toLowerCase().startsWith('en') ? 'en' : 'id');

export type Refusal = keyof Words['refusals'];
