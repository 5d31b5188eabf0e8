#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Advisory locks (`flock`) on the folders one run writes into, held until ``release()``.
///
/// Runs that write into the same folder take turns: the second waits, saying so, until the first
/// is done. The lock is taken on the folder itself, so no lock file is left in the user's
/// folders, and it is the kernel's, so it holds between processes whatever their process IDs
/// (two containers sharing a workspace both run as process 1) and is let go when a run dies.
/// Folders are locked in one sorted order, so two runs locking overlapping sets cannot deadlock.
final class FolderLock {
    private var descriptors: [Int32] = []

    /// Creates each folder that is missing and locks them all; `waiting` is told of each folder
    /// held by another run before this one waits for it.
    public init(folders: some Sequence<String>, waiting: (String) -> Void) throws(FileSystemError) {
        for folder in Set(folders.map(SpecPaths.standardize)).sorted() {
            do throws(FileSystemError) {
                try FileSystem.makeFolders(folder)
                let descriptor = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
                guard descriptor >= 0 else {
                    throw FileSystemError(path: folder, errno: errno, doing: "cannot lock the folder")
                }
                descriptors.append(descriptor)
                if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                    guard errno == EWOULDBLOCK else {
                        throw FileSystemError(path: folder, errno: errno, doing: "cannot lock the folder")
                    }
                    waiting(folder)
                    while flock(descriptor, LOCK_EX) != 0 {
                        guard errno == EINTR else {
                            throw FileSystemError(path: folder, errno: errno, doing: "cannot lock the folder")
                        }
                    }
                }
            } catch {
                release()
                throw error
            }
        }
    }

    /// Lets every folder go (closing a descriptor releases its lock).
    func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    deinit { release() }
}
